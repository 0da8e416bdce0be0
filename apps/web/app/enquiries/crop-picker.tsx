import { getCollectionProps } from '@conform-to/react';
import { cropGroups, cropOptions } from '@farm/contract';
import { useState } from 'react';
import { useI18n } from '#app/i18n/context';
import { optionKey } from '#app/i18n/option-labels';
import { type AnyField, ErrorList, errorsOf } from '#app/components/forms';

const allCrops = cropOptions.map((crop) => crop.value);

/**
 * The crop catalogue (docs/decisions/017-crop-catalogue.md) as seven collapsible groups of checkboxes, each saying how many of
 * its crops are ticked. `<details>` opens and closes without JavaScript; the counts follow the ticks once
 * it has loaded.
 */
export function CropPicker({ field, legend }: { field: AnyField; legend: string }) {
  const { t, tn } = useI18n();
  const controls = getCollectionProps(field, { type: 'checkbox', options: allCrops, ariaAttributes: true });
  const byValue = new Map(controls.map((control) => [control.value, control]));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(controls.filter((control) => control.defaultChecked).map((control) => control.value)),
  );
  // Groups with crops ticked when the form was drawn (a form handed back) start open; after that the
  // visitor opens and closes them.
  const [initiallyChosen] = useState(chosen);
  const toggle = (value: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(value);
      else next.delete(value);
      return next;
    });
  return (
    <fieldset aria-describedby={`${field.id}-hint`}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <p id={`${field.id}-hint`} className="text-sm text-gray-600">
        {t('customize.cropsHint')}
      </p>
      <div className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
        {cropGroups.map((group) => {
          const count = group.crops.filter((crop) => chosen.has(crop.value)).length;
          const open = group.crops.some((crop) => initiallyChosen.has(crop.value));
          return (
            <details key={group.value} open={open || undefined} className="group/crops">
              <summary className="flex items-center justify-between gap-3 px-3 py-2.5 font-medium text-gray-900 hover:bg-leaf-50">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="inline-block transition-transform rtl:-scale-x-100 ltr:group-open/crops:rotate-90 rtl:group-open/crops:-rotate-90"
                  >
                    ›
                  </span>
                  {t(optionKey('cropGroup', group.value))}
                </span>
                {count > 0 && (
                  <span className="rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-semibold text-leaf-800">
                    {tn('customize.cropsChosen', count)}
                  </span>
                )}
              </summary>
              <div className="grid grid-cols-1 gap-1 px-3 pb-3 min-[420px]:grid-cols-2">
                {group.crops.map((crop) => {
                  const control = byValue.get(crop.value);
                  if (!control) return null;
                  return (
                    <label
                      key={crop.value}
                      className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-gray-800 hover:bg-leaf-50"
                    >
                      <input
                        {...control}
                        key={control.key}
                        onChange={(event) => toggle(crop.value, event.currentTarget.checked)}
                        className="h-4 w-4 shrink-0 accent-leaf-700"
                      />
                      <span>{t(optionKey('crop', crop.value))}</span>
                    </label>
                  );
                })}
              </div>
            </details>
          );
        })}
      </div>
      <ErrorList id={field.errorId} errors={errorsOf(field)} />
    </fieldset>
  );
}
