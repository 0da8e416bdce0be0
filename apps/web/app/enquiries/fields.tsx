import {
  type FieldMetadata,
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from '@conform-to/react';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/context';
import { type OptionGroup, optionGroups, optionKey } from '../i18n/option-labels';

/** Conform's field of any value type: a list of checkboxes, a number, a file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's metadata is generic over the field's value type, which these components do not read.
export type AnyField = FieldMetadata<any, any, string[]>;

export const inputClass =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-leaf-600 focus:ring-2 focus:ring-leaf-600/30 focus:outline-none aria-[invalid=true]:border-red-600';

/** Every error of a field, its items' included (a checkbox list reports `crops.3`). */
function errorsOf(field: AnyField): string[] {
  return [...new Set(Object.values(field.allErrors ?? {}).flat())];
}

/** The message line under a field: its errors, translated, announced with the control. */
export function FieldErrors({ field }: { field: AnyField }) {
  const { message } = useI18n();
  return (
    <div id={field.errorId} className="mt-1 min-h-5 text-sm text-red-700">
      {errorsOf(field).map((error) => (
        <p key={error}>{message(error)}</p>
      ))}
    </div>
  );
}

/** A label with the marks of a required field ("*", read as "required"). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-gray-800">
      {children}
      {required && (
        <>
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
          <span className="sr-only"> ({t('form.required')})</span>
        </>
      )}
    </label>
  );
}

function describedBy(field: AnyField, hintId?: string): string | undefined {
  const ids = [hintId, errorsOf(field).length > 0 ? field.errorId : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A labelled text input (text, e-mail, phone, number). */
export function InputField({
  field,
  label,
  type = 'text',
  hint,
  required,
  autoComplete,
  inputMode,
  dir,
}: {
  field: AnyField;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number';
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text' | 'decimal';
  dir?: 'ltr';
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const input = getInputProps(field, { type, ariaDescribedBy: describedBy(field, hintId) });
  return (
    <div>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <input
        {...input}
        key={input.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        dir={dir}
        className={`${inputClass} ${dir === 'ltr' ? 'rtl:text-right' : ''}`}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      )}
      <FieldErrors field={field} />
    </div>
  );
}

export function TextAreaField({ field, label, rows = 4 }: { field: AnyField; label: string; rows?: number }) {
  const textarea = getTextareaProps(field, { ariaDescribedBy: describedBy(field) });
  return (
    <div>
      <FieldLabel htmlFor={field.id}>{label}</FieldLabel>
      <textarea {...textarea} key={textarea.key} rows={rows} className={inputClass} />
      <FieldErrors field={field} />
    </div>
  );
}

/** One choice of an option list in a drop-down; "Choose…" stands for no answer. */
export function SelectField<G extends OptionGroup>({
  field,
  label,
  group,
  required,
  revealValue,
}: {
  field: AnyField;
  label: string;
  group: G;
  required?: boolean;
  /** The value that shows this scope's hidden input (see RevealScope). */
  revealValue?: string;
}) {
  const { t } = useI18n();
  const select = getSelectProps(field, { ariaDescribedBy: describedBy(field) });
  return (
    <div>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <select {...select} key={select.key} className={inputClass}>
        <option value="">{t('form.choose')}</option>
        {optionGroups[group].map((option) => (
          <option
            key={option.value}
            value={option.value}
            data-reveals={option.value === revealValue ? '' : undefined}
          >
            {t(optionKey(group, option.value as never))}
          </option>
        ))}
      </select>
      <FieldErrors field={field} />
    </div>
  );
}

/** A group of radio buttons or checkboxes for an option list, as one fieldset with its legend. */
export function ChoiceField<G extends OptionGroup>({
  field,
  legend,
  group,
  type,
  required,
  revealValue,
  columns = 'sm:grid-cols-2',
}: {
  field: AnyField;
  legend: string;
  group: G;
  type: 'radio' | 'checkbox';
  required?: boolean;
  revealValue?: string;
  columns?: string;
}) {
  const { t } = useI18n();
  const options = optionGroups[group].map((option) => option.value);
  const controls = getCollectionProps(field, { type, options, ariaAttributes: true });
  return (
    <fieldset aria-describedby={errorsOf(field).length > 0 ? field.errorId : undefined}>
      <legend className="text-sm font-medium text-gray-800">
        {legend}
        {required && (
          <>
            <span aria-hidden="true" className="ms-0.5 text-red-700">
              *
            </span>
            <span className="sr-only"> ({t('form.required')})</span>
          </>
        )}
      </legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {controls.map((control) => (
          <label
            key={control.key}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 py-2 text-gray-800 hover:border-leaf-300 has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50"
          >
            <input
              {...control}
              key={control.key}
              data-reveals={control.value === revealValue ? '' : undefined}
              className="h-4 w-4 shrink-0 accent-leaf-700"
            />
            <span>{t(optionKey(group, control.value as never))}</span>
          </label>
        ))}
      </div>
      <FieldErrors field={field} />
    </fieldset>
  );
}

/**
 * A question and the input it opens: the input shows while the control marked `data-reveals` (an "Other"
 * box, the Yes of a radio group, the Custom option of a select) is chosen. Pure CSS (`:has()`), so it works
 * before JavaScript loads and resets with the form.
 */
export function RevealScope({ children }: { children: ReactNode }) {
  return <div className="reveal-scope space-y-2">{children}</div>;
}

/** What RevealScope shows on demand. */
export function Revealed({ children }: { children: ReactNode }) {
  return <div className="reveal">{children}</div>;
}
