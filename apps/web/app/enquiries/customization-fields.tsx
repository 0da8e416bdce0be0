import { useI18n } from '../i18n/context';
import { CropPicker } from './crop-picker';
import { type AnyField, InputField, Revealed, RevealScope, SelectField } from './fields';

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
          <SelectField field={space.typeOfSpace} label={t('customize.typeOfSpace')} group="space" />
          <RevealScope>
            <SelectField
              field={space.siteArea}
              label={t('customize.siteArea')}
              group="siteArea"
              revealValue="custom"
            />
            <Revealed>
              <InputField field={space.customSiteArea} label={t('customize.customSiteArea')} />
            </Revealed>
          </RevealScope>
        </div>
      )}
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">{t('customize.size')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-x-4">
          <InputField
            field={fields.width}
            label={t('customize.width')}
            type="number"
            required
            inputMode="numeric"
          />
          <InputField
            field={fields.height}
            label={t('customize.height')}
            type="number"
            required
            inputMode="numeric"
          />
        </div>
      </fieldset>
      <CropPicker field={fields.crops} legend={t('customize.crops')} />
      <InputField field={fields.customCrop} label={t('customize.customCrop')} />
    </div>
  );
}
