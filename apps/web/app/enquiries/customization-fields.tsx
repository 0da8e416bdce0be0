import { customizationRequestSchema } from '@farm/contract';
import { useI18n } from '#app/i18n/context';
import { CropPicker } from '#app/enquiries/crop-picker';
import { Field, type AnyField } from '#app/components/forms';
import { OptionSelect, SiteAreaSelect } from '#app/components/content/option-fields';

type CustomizationFieldSet = {
  crops: AnyField;
  customCrop: AnyField;
  width: AnyField;
  height: AnyField;
};
type SpaceFieldSet = { typeOfSpace: AnyField; siteArea: AnyField; customSiteArea: AnyField };

/**
 * The fields of both customization requests (docs/product-rules.md §3): crops from the catalogue and one of one's own, the
 * size in centimetres, and, for the products page's request, the type of space and the site area (its
 * free-text area shows when Custom is chosen; the contract drops it otherwise).
 */
export function CustomizationFields({
  fields,
  space,
}: {
  fields: CustomizationFieldSet;
  /** The products page's extra questions (Conform's field set answers any name, so they are passed apart). */
  space?: SpaceFieldSet;
}) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      {space && (
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          <OptionSelect field={space.typeOfSpace} label={t('customize.typeOfSpace')} group="space" />
          <SiteAreaSelect
            fields={[space.siteArea, space.customSiteArea]}
            labels={['customize.siteArea', 'customize.customSiteArea']}
            schema={customizationRequestSchema}
          />
        </div>
      )}
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">{t('customize.size')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-x-4">
          {(['width', 'height'] as const).map((side) => (
            <Field
              key={side}
              field={fields[side]}
              label={t(`customize.${side}`)}
              type="number"
              required
              inputProps={{ inputMode: 'numeric' }}
            />
          ))}
        </div>
      </fieldset>
      <CropPicker field={fields.crops} legend={t('customize.crops')} />
      <Field field={fields.customCrop} label={t('customize.customCrop')} />
    </div>
  );
}
