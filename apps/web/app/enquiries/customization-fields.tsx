import { useI18n } from '#app/i18n/context';
import { choicesOf } from '#app/i18n/option-labels';
import { CropPicker } from '#app/enquiries/crop-picker';
import { Field, Revealed, RevealScope, SelectField, type AnyField } from '#app/components/forms';

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
          <SelectField
            field={space.typeOfSpace}
            label={t('customize.typeOfSpace')}
            choose={t('form.choose')}
            options={choicesOf('space', t)}
          />
          <RevealScope>
            <SelectField
              field={space.siteArea}
              label={t('customize.siteArea')}
              choose={t('form.choose')}
              options={choicesOf('siteArea', t)}
              revealValue="custom"
            />
            <Revealed>
              <Field field={space.customSiteArea} label={t('customize.customSiteArea')} />
            </Revealed>
          </RevealScope>
        </div>
      )}
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">{t('customize.size')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-x-4">
          <Field
            field={fields.width}
            label={t('customize.width')}
            type="number"
            required
            inputProps={{ inputMode: 'numeric' }}
          />
          <Field
            field={fields.height}
            label={t('customize.height')}
            type="number"
            required
            inputProps={{ inputMode: 'numeric' }}
          />
        </div>
      </fieldset>
      <CropPicker field={fields.crops} legend={t('customize.crops')} />
      <Field field={fields.customCrop} label={t('customize.customCrop')} />
    </div>
  );
}
