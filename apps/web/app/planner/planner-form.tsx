import {
  areaUnitOptions,
  budgetOptions,
  cropGroups,
  emirateOptions,
  enquirySiteAreaOptions,
  spaceTypeOptions,
  technologyOptions,
} from '@farm/contract';
import type { ChangeEvent, ReactNode } from 'react';
import { useHydrated } from '#app/utils/use-hydrated';
import { Form } from 'react-router';
import { ErrorList, Field, SelectField } from '#app/components/forms';
import { Button, unavailable } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';
import { optionKey } from '#app/planner/labels';

/** The form's answers as the browser holds them (strings, crops as a list). */
export interface PlannerValues {
  location: string;
  spaceType: string;
  siteArea: string;
  siteAreaCustom: string;
  areaUnit: string;
  technology: string;
  crops: string[];
  budget: string;
}

export type PlannerErrors = Record<string, string[] | null | undefined>;

type Question = 'location' | 'spaceType' | 'siteArea' | 'technology' | 'budget' | 'areaUnit';

/**
 * The planner's questions, the enquiry form's own. A GET form: without JavaScript "Show my
 * estimate" reloads the page with the answers in the URL; with it, every change updates the estimate at
 * once. The two POST buttons store the estimate (to save it as a PDF, or to send it with an enquiry).
 */
export function PlannerForm({
  values,
  errors,
  busy,
  onChange,
}: {
  values: PlannerValues;
  errors: PlannerErrors;
  busy: boolean;
  onChange: (name: keyof PlannerValues, value: string | string[]) => void;
}) {
  const { t } = useI18n();
  // The estimate follows each answer only once the scripts run; before, the button updates it.
  const hydrated = useHydrated();
  const toggleCrop = (crop: string, checked: boolean) =>
    onChange('crops', checked ? [...values.crops, crop] : values.crops.filter((c) => c !== crop));
  // A drop-down labelled `planner.form.<name>`, whose answer updates the estimate at once; its options are
  // the children.
  const select = (name: Question, children: ReactNode) => (
    <SelectField
      label={t(`planner.form.${name}`)}
      errors={errors[name]}
      selectProps={{
        id: `planner-${name}`,
        name,
        value: values[name],
        onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(name, event.target.value),
      }}
    >
      {children}
    </SelectField>
  );
  const options = (list: Parameters<typeof optionKey>[0], all: readonly { value: string }[]) =>
    all.map((o) => (
      <option key={o.value} value={o.value}>
        {t(optionKey(list, o.value))}
      </option>
    ));
  return (
    <Form
      method="get"
      action="/planner"
      noValidate
      className="rounded-2xl border border-leaf-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-xl font-bold text-gray-900">{t('planner.form.title')}</h2>
      <div className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {select('location', options('emirate', emirateOptions))}
        {select('spaceType', options('space', spaceTypeOptions))}
        {select('siteArea', options('siteArea', enquirySiteAreaOptions))}
        {select('technology', options('technology', technologyOptions))}
        {/* Shown while Custom is chosen, by the stylesheet (app.css), so the same with and without JavaScript
            and from the first paint: nothing below it moves when the scripts start. */}
        <fieldset className="planner-custom-area sm:col-span-2">
          <legend className="sr-only">{t('planner.form.siteAreaCustom')}</legend>
          <div className="grid grid-cols-[1fr_auto] gap-x-3">
            <Field
              label={t('planner.form.siteAreaCustom')}
              errors={errors.siteAreaCustom}
              inputProps={{
                id: 'planner-siteAreaCustom',
                name: 'siteAreaCustom',
                // Text, not type="number": a browser reports "1,200" or Arabic-Indic digits in a number
                // box as empty, and the contract reads them as typed (parseTypedNumber).
                inputMode: 'decimal',
                value: values.siteAreaCustom,
                onChange: (event) => onChange('siteAreaCustom', event.target.value),
              }}
            />
            {select(
              'areaUnit',
              areaUnitOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(`planner.unit.name.${o.value}` as MessageKey)}
                </option>
              )),
            )}
          </div>
        </fieldset>
        {select(
          'budget',
          <>
            <option value="">{t('planner.form.noBudget')}</option>
            {options('budget', budgetOptions)}
          </>,
        )}
      </div>

      <fieldset className="mt-2" aria-describedby="planner-crops-hint">
        <legend className="text-sm font-medium text-gray-800">{t('planner.form.crops')}</legend>
        <p id="planner-crops-hint" className="text-sm text-gray-700">
          {t('planner.form.cropsHint')}
        </p>
        <div className="mt-2 grid gap-2">
          {cropGroups.map((group) => (
            <details
              key={group.value}
              className="rounded-lg border border-gray-200 px-3 py-2"
              open={group.crops.some((c) => values.crops.includes(c.value)) || undefined}
            >
              <summary className="cursor-pointer font-medium text-gray-900">
                {t(optionKey('group', group.value))}
                {(() => {
                  const count = group.crops.filter((c) => values.crops.includes(c.value)).length;
                  return count > 0 ? (
                    <span className="ms-2 rounded-full bg-leaf-100 px-2 text-sm text-leaf-900">{count}</span>
                  ) : null;
                })()}
              </summary>
              <ul className="mt-2 grid grid-cols-1 gap-1 min-[420px]:grid-cols-2">
                {group.crops.map((crop) => (
                  <li key={crop.value}>
                    <label className="flex items-center gap-2 text-gray-800">
                      <input
                        type="checkbox"
                        name="crops"
                        value={crop.value}
                        checked={values.crops.includes(crop.value)}
                        onChange={(event) => toggleCrop(crop.value, event.target.checked)}
                        className="h-4 w-4 accent-leaf-700"
                      />
                      {t(optionKey('crop', crop.value))}
                    </label>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
        <ErrorList id="planner-crops-error" errors={errors.crops} />
      </fieldset>

      {hydrated && <p className="mt-2 text-sm text-gray-700">{t('planner.form.live')}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" variant="outline">
          {t('planner.form.update')}
        </Button>
        <Button
          type="submit"
          variant="outline"
          formMethod="post"
          name="intent"
          value="save"
          {...unavailable(busy)}
        >
          {t('planner.form.save')}
        </Button>
        <Button
          type="submit"
          formMethod="post"
          name="intent"
          value="send"
          {...unavailable(busy)}
          aria-describedby="planner-send-hint"
        >
          {t('planner.form.send')}
        </Button>
      </div>
      <p id="planner-send-hint" className="mt-2 text-sm text-gray-700">
        {t('planner.form.sendHint')}
      </p>
    </Form>
  );
}
