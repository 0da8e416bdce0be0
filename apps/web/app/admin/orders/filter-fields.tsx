import { useI18n } from '../../i18n/context';
import { fieldClass } from './order-table';

/** A labelled input of a GET filter form, with the contract's message when the filter was refused. */
export function FilterField({
  name,
  label,
  type,
  defaultValue,
  error,
  hint,
  maxLength,
}: {
  name: string;
  label: string;
  type: 'search' | 'date';
  defaultValue: string;
  error?: string;
  hint?: string;
  maxLength?: number;
}) {
  const { message } = useI18n();
  const id = `filter-${name}`;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        dir={type === 'date' ? 'ltr' : undefined}
        className={fieldClass}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {message(error)}
        </p>
      )}
    </div>
  );
}
