import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { FieldErrors } from './admin-fields';

/**
 * One picture of a record: the one it has (kept through a hidden input) and a file input to pick another.
 * The API stores a picked file through the admin upload, then names it on the record.
 */
export function PictureField({
  kept,
  keptName,
  field,
  label,
  hint,
  alt,
}: {
  kept?: string;
  keptName: string;
  field: FieldMetadata<unknown>;
  label: string;
  hint: string;
  alt: string;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {kept ? (
        <>
          <input type="hidden" name={keptName} value={kept} />
          <img
            src={kept}
            alt={alt}
            width={240}
            height={160}
            className="aspect-[3/2] w-56 rounded-lg border border-gray-200 object-cover"
          />
        </>
      ) : (
        <span
          aria-hidden="true"
          className="aspect-[3/2] w-56 rounded-lg border border-dashed border-gray-300 bg-gray-50"
        />
      )}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
          {label}
        </label>
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
        <input
          {...getInputProps(field, { type: 'file' })}
          key={field.key}
          // A picture is required only while the record has none: a kept one satisfies the rule.
          required={!kept}
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${hintId} ${field.errorId}`}
          className="mt-1 block w-full text-sm text-gray-800 file:me-3 file:rounded-lg file:border-0 file:bg-leaf-100 file:px-4 file:py-2 file:font-semibold file:text-leaf-900"
        />
        <FieldErrors id={field.errorId} errors={field.errors} />
      </div>
    </div>
  );
}
