import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { useI18n } from '../i18n/context';

/** A labelled input bound to a Conform field, its errors translated and announced with the input. */
export function TextField({
  field,
  label,
  type,
  autoComplete,
  inputMode,
  readOnly,
}: {
  field: FieldMetadata<string>;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  readOnly?: boolean;
}) {
  const { message } = useI18n();
  const errors = field.errors ?? [];
  const input = getInputProps(field, {
    type,
    ariaDescribedBy: errors.length > 0 ? field.errorId : undefined,
  });
  // A password longer than the rule allows is shown its message, never cut short silently by the browser.
  if (type === 'password') delete input.maxLength;
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        {...input}
        key={field.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 focus:border-leaf-600 focus:ring-2 focus:ring-leaf-600/30 focus:outline-none aria-[invalid=true]:border-red-600 read-only:bg-gray-50"
      />
      <div id={field.errorId} className="mt-1 min-h-5 text-sm text-red-700">
        {errors.map((error) => (
          <p key={error}>{message(error)}</p>
        ))}
      </div>
    </div>
  );
}

export const submitButton =
  'inline-flex w-full items-center justify-center rounded-lg bg-leaf-700 px-5 py-2.5 font-semibold text-white hover:bg-leaf-800 disabled:opacity-60';
export const textLink = 'font-semibold text-leaf-800 underline-offset-2 hover:underline';
