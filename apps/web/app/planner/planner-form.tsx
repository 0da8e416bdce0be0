import {
  areaUnitOptions,
  budgetOptions,
  cropGroups,
  emirateOptions,
  enquirySiteAreaOptions,
  spaceTypeOptions,
  technologyOptions,
} from '@farm/contract';
import { type ChangeEvent, type ReactNode, useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../i18n/context';
import type { MessageKey } from '../i18n/messages';
import { optionKey } from './labels';

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

const control =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-leaf-600 focus:ring-2 focus:ring-leaf-600/30 focus:outline-none aria-[invalid=true]:border-red-600';

function FieldErrors({ id, errors }: { id: string; errors?: string[] | null }) {
  const { message } = useI18n();
  return (
    <div id={id} className="mt-1 min-h-5 text-sm text-red-700">
      {errors?.map((error) => (
        <p key={error}>{message(error)}</p>
      ))}
    </div>
  );
}

function Select({
  name,
  label,
  value,
  errors,
  onChange,
  children,
  errorLine = true,
}: {
  name: keyof PlannerValues;
  label: string;
  value: string;
  errors?: string[] | null;
  onChange: (name: keyof PlannerValues, value: string) => void;
  children: ReactNode;
  /** false where the row below keeps the line for the errors (the custom area's unit) */
  errorLine?: boolean;
}) {
  const id = `planner-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(name, event.target.value)}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        className={control}
      >
        {children}
      </select>
      {errorLine && <FieldErrors id={`${id}-error`} errors={errors} />}
    </div>
  );
}

/**
 * The planner's questions, the enquiry form's own (issue 13). A GET form: without JavaScript "Show my
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
  // Before hydration (and without JavaScript) the custom area stays visible: nothing could reveal it later.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const custom = values.siteArea === 'custom';
  const toggleCrop = (crop: string, checked: boolean) =>
    onChange('crops', checked ? [...values.crops, crop] : values.crops.filter((c) => c !== crop));
  return (
    <Form
      method="get"
      action="/planner"
      noValidate
      className="rounded-2xl border border-leaf-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-xl font-bold text-gray-900">{t('planner.form.title')}</h2>
      <div className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <Select
          name="location"
          label={t('planner.form.location')}
          value={values.location}
          errors={errors.location}
          onChange={onChange}
        >
          {emirateOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {t(optionKey('emirate', o.value))}
            </option>
          ))}
        </Select>
        <Select
          name="spaceType"
          label={t('planner.form.spaceType')}
          value={values.spaceType}
          errors={errors.spaceType}
          onChange={onChange}
        >
          {spaceTypeOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {t(optionKey('space', o.value))}
            </option>
          ))}
        </Select>
        <Select
          name="siteArea"
          label={t('planner.form.siteArea')}
          value={values.siteArea}
          errors={errors.siteArea}
          onChange={onChange}
        >
          {enquirySiteAreaOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {t(optionKey('siteArea', o.value))}
            </option>
          ))}
        </Select>
        <Select
          name="technology"
          label={t('planner.form.technology')}
          value={values.technology}
          errors={errors.technology}
          onChange={onChange}
        >
          {technologyOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {t(optionKey('technology', o.value))}
            </option>
          ))}
        </Select>
        {/* Shown for Custom only; without JavaScript it is always there, and ignored unless Custom is chosen. */}
        <fieldset className="sm:col-span-2" hidden={(hydrated && !custom) || undefined}>
          <legend className="sr-only">{t('planner.form.siteAreaCustom')}</legend>
          <div className="grid grid-cols-[1fr_auto] gap-x-3">
            <div>
              <label htmlFor="planner-siteAreaCustom" className="block text-sm font-medium text-gray-800">
                {t('planner.form.siteAreaCustom')}
              </label>
              <input
                id="planner-siteAreaCustom"
                name="siteAreaCustom"
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={values.siteAreaCustom}
                onChange={(event) => onChange('siteAreaCustom', event.target.value)}
                aria-invalid={errors.siteAreaCustom?.length ? true : undefined}
                aria-describedby={errors.siteAreaCustom?.length ? 'planner-siteAreaCustom-error' : undefined}
                className={control}
              />
            </div>
            <Select
              name="areaUnit"
              label={t('planner.form.areaUnit')}
              value={values.areaUnit}
              onChange={onChange}
              errorLine={false}
            >
              {areaUnitOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(`planner.unit.name.${o.value}` as MessageKey)}
                </option>
              ))}
            </Select>
          </div>
          <FieldErrors id="planner-siteAreaCustom-error" errors={errors.siteAreaCustom} />
        </fieldset>
        <Select
          name="budget"
          label={t('planner.form.budget')}
          value={values.budget}
          errors={errors.budget}
          onChange={onChange}
        >
          <option value="">{t('planner.form.noBudget')}</option>
          {budgetOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {t(optionKey('budget', o.value))}
            </option>
          ))}
        </Select>
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
        <FieldErrors id="planner-crops-error" errors={errors.crops} />
      </fieldset>

      {hydrated && <p className="mt-2 text-sm text-gray-700">{t('planner.form.live')}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          className="rounded-lg border border-leaf-700 px-5 py-2.5 font-semibold text-leaf-800 hover:bg-leaf-50"
        >
          {t('planner.form.update')}
        </button>
        <button
          type="submit"
          formMethod="post"
          name="intent"
          value="save"
          disabled={busy}
          className="rounded-lg border border-leaf-700 px-5 py-2.5 font-semibold text-leaf-800 hover:bg-leaf-50 disabled:opacity-60"
        >
          {t('planner.form.save')}
        </button>
        <button
          type="submit"
          formMethod="post"
          name="intent"
          value="send"
          disabled={busy}
          aria-describedby="planner-send-hint"
          className="rounded-lg bg-leaf-700 px-5 py-2.5 font-semibold text-white hover:bg-leaf-800 disabled:opacity-60"
        >
          {t('planner.form.send')}
        </button>
      </div>
      <p id="planner-send-hint" className="mt-2 text-sm text-gray-700">
        {t('planner.form.sendHint')}
      </p>
    </Form>
  );
}
