import type { InputHTMLAttributes } from 'react';
import { useI18n } from '../i18n/context';

/**
 * A labelled checkout input with its errors (contract codes, translated) announced with it. `input` holds
 * the input's attributes: Conform's getInputProps for posted fields, hand-made ones for the card block.
 */
export function Field({
  id,
  errorId,
  label,
  errors,
  input,
  className = '',
}: {
  id: string;
  errorId: string;
  label: string;
  errors: readonly string[] | undefined;
  input: InputHTMLAttributes<HTMLInputElement> & { key?: string };
  className?: string;
}) {
  const { message } = useI18n();
  const { key, ...attributes } = input;
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        key={key}
        {...attributes}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 focus:border-leaf-600 focus:ring-2 focus:ring-leaf-600/30 focus:outline-none aria-[invalid=true]:border-red-600"
      />
      <div id={errorId} className="mt-1 min-h-5 text-sm text-red-700">
        {errors?.map((error) => (
          <p key={error}>{message(error)}</p>
        ))}
      </div>
    </div>
  );
}
