import { type AnyField, ErrorList, Field } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';

/**
 * One picture of a record: the one it has (kept through a hidden input, or shown as the fallback) and a
 * file input to pick another, which the action stores through the admin upload before it names it on the
 * record (one picture a post: the hint says so). `removable` offers to drop the kept one (a category
 * without a picture shows the fallback).
 */
export function PictureField({
  kept,
  keptName,
  field,
  label,
  alt,
  fallback,
  removable,
  removeTicked = false,
}: {
  kept?: string;
  keptName: string;
  field: AnyField;
  label: string;
  alt: string;
  fallback?: { src: string; alt: string };
  removable?: string;
  /** The remove box as a form sent back (refused) had it. */
  removeTicked?: boolean;
}) {
  const { t } = useI18n();
  const shown = kept ?? fallback?.src;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {shown ? (
        <img
          src={shown}
          alt={kept ? alt : (fallback?.alt ?? '')}
          width={240}
          height={160}
          className="aspect-[3/2] w-56 rounded-lg border border-gray-200 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="aspect-[3/2] w-56 rounded-lg border border-dashed border-gray-300 bg-gray-50"
        />
      )}
      <div className="min-w-0 flex-1 basis-56 space-y-3">
        {kept && <input type="hidden" name={keptName} value={kept} />}
        {kept && removable && (
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input
              key={kept}
              type="checkbox"
              name="removeImage"
              defaultChecked={removeTicked}
              className="h-4 w-4 accent-leaf-700"
            />
            {removable}
          </label>
        )}
        <PictureInput
          // A picture uploaded for a refused save comes back as the kept one: the input starts empty, so
          // the next save does not upload the file again.
          key={kept ?? ''}
          field={field}
          label={label}
          hint={t('adminContent.image.hintOne')}
          // A picture is required only while the record has none: a kept one satisfies the rule.
          required={!kept && !removable && !fallback}
        />
      </div>
    </div>
  );
}

/**
 * A record's pictures, each kept while its box stays ticked, and the input to add more. A form sent back
 * (refused, or without JavaScript) passes `ticked`, the boxes as they were sent, so a picture the admin
 * unticked is not ticked again behind their back.
 */
export function PicturesField({
  kept,
  ticked,
  keepField,
  field,
  label,
  hint,
}: {
  kept: string[];
  ticked?: readonly string[];
  keepField: AnyField;
  field: AnyField;
  label: string;
  hint: string;
}) {
  const { t } = useI18n();
  return (
    <>
      {kept.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-gray-800">{t('adminContent.image.current')}</legend>
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {kept.map((url, index) => (
              <li key={url} className="rounded-lg border border-gray-200 p-2">
                <img
                  src={url}
                  alt={t('adminContent.image.nth', { n: index + 1 })}
                  width={240}
                  height={180}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-md object-cover"
                />
                <label className="mt-2 flex items-center gap-2 text-sm text-gray-800">
                  <input
                    type="checkbox"
                    name={keepField.name}
                    value={url}
                    defaultChecked={!ticked || ticked.includes(url)}
                    className="h-4 w-4 accent-leaf-700"
                  />
                  {t('adminContent.image.keep', { n: index + 1 })}
                </label>
              </li>
            ))}
          </ul>
          <ErrorList id={keepField.errorId} errors={keepField.errors} />
        </fieldset>
      )}
      {/* Pictures uploaded for a refused save come back among the kept ones: the input starts empty. */}
      <PictureInput key={kept.join(' ')} field={field} label={label} hint={hint} multiple />
    </>
  );
}

/** The file input of pictures, of the types the admin upload takes. */
function PictureInput({
  field,
  label,
  hint,
  ...input
}: {
  field: AnyField;
  label: string;
  hint: string;
  required?: boolean;
  multiple?: boolean;
}) {
  return (
    <Field
      field={field}
      type="file"
      label={label}
      hint={hint}
      inputProps={{ ...input, accept: 'image/jpeg,image/png,image/webp' }}
    />
  );
}
