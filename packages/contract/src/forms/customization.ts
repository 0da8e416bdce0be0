import { z } from 'zod';
import { withDependentFields } from '../cross-field';
import { cropOptions, siteAreaOptions, spaceTypeOptions } from '../enums';
import { choices, optionalChoice, optionalLine } from '../fields';
import { validationCodes as m } from '../messages';
import { heightRule, widthRule } from '../rules';

/** Crops chosen from the catalogue, plus a free-text crop of one's own. */
const cropFields = {
  crops: choices(cropOptions),
  customCrop: optionalLine(100),
};

/** The residential request from the product detail dialog (POST /customization/add, JSON). */
export const productCustomizationSchema = z.object({
  ...cropFields,
  width: widthRule,
  height: heightRule,
});
export type ProductCustomization = z.infer<typeof productCustomizationSchema>;

/** The request from the products page's Customize tile: adds the space and the site area. */
export const customizationRequestSchema = withDependentFields(
  productCustomizationSchema.extend({
    typeOfSpace: optionalChoice(spaceTypeOptions),
    siteArea: optionalChoice(siteAreaOptions),
    customSiteArea: optionalLine(100),
  }),
  [
    // docs/product-rules.md §3: choosing any option other than Custom clears customSiteArea.
    { field: 'customSiteArea', shown: (d) => d.siteArea === 'custom', required: m.customSiteAreaRequired },
  ],
);
export type CustomizationRequest = z.infer<typeof customizationRequestSchema>;
