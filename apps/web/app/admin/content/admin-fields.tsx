import { type FieldMetadata, getInputProps, getTextareaProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/context';

const control =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-leaf-600 focus:ring-2 focus:ring-leaf-600/30 focus:outline-none aria-[invalid=true]:border-red-600';

export const primaryButton =
  'inline-flex items-center justify-center rounded-lg bg-leaf-700 px-5 py-2.5 font-semibold text-white hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700 disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-lg border border-leaf-300 bg-white px-5 py-2.5 font-semibold text-leaf-800 hover:bg-leaf-50';
export const dangerButton =
  'inline-flex items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800';
export const smallLink =
  'rounded-md px-2 py-1 font-semibold text-leaf-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-leaf-700';

/** The field's errors, translated by code and announced with the control. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { message } = useI18n();
  return (
    <div id={id} className="mt-1 min-h-5 text-sm text-red-700">
      {(errors ?? []).map((error) => (
        <p key={error}>{message(error)}</p>
      ))}
    </div>
  );
}

/**
 * A labelled text input or textarea bound to a Conform field. Arabic fields are written right to left
 * (`lang="ar"`), English ones left to right, whatever the page's own direction.
 */
export function AdminField({
  field,
  label,
  hint,
  language,
  rows,
  type = 'text',
  inputMode,
}: {
  field: FieldMetadata<string | number | undefined>;
  label: string;
  hint?: string;
  language?: 'en' | 'ar';
  /** A textarea of this many rows. */
  rows?: number;
  type?: 'text' | 'number' | 'url';
  inputMode?: 'numeric' | 'url';
}) {
  const errors = field.errors ?? [];
  const hintId = `${field.id}-hint`;
  const describedBy = [hint ? hintId : '', errors.length > 0 ? field.errorId : ''].filter(Boolean).join(' ');
  const direction = language ? { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' } : {};
  const common = { ...direction, className: control, 'aria-describedby': describedBy || undefined };
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      {rows ? (
        <textarea {...getTextareaProps(field)} key={field.key} rows={rows} {...common} />
      ) : (
        <input {...getInputProps(field, { type })} key={field.key} inputMode={inputMode} {...common} />
      )}
      <FieldErrors id={field.errorId} errors={errors} />
    </div>
  );
}

/** An English field beside its Arabic twin (stacked on a phone). */
export function Bilingual({ children }: { children: ReactNode }) {
  return <div className="grid gap-x-6 gap-y-2 md:grid-cols-2">{children}</div>;
}

/** A titled group of the form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mt-6 rounded-xl border border-gray-200 bg-white p-5">
      <legend className="px-1 text-lg font-semibold text-gray-900">{title}</legend>
      <div className="mt-2 space-y-2">{children}</div>
    </fieldset>
  );
}

/** A page heading with a link back to its list. */
export function AdminHeading({ title, back, backLabel }: { title: string; back: string; backLabel: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-3">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <Link to={back} className={smallLink}>
        {backLabel}
      </Link>
    </div>
  );
}

/** A refusal of the API shown above the form (role=alert, so a screen reader hears it at once). */
export function FormFailure({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      {message}
    </p>
  );
}

/**
 * The confirm step of a delete, as a page state (`?delete`), so it works without JavaScript: the record's
 * name, the consequence, and the one button that deletes. Cancel goes back to the record.
 */
export function ConfirmDelete({
  title,
  text,
  cancelTo,
  failure,
}: {
  title: string;
  text: string;
  cancelTo: string;
  failure?: string;
}) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="confirm-delete-title"
      className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5"
    >
      <h2 id="confirm-delete-title" className="text-xl font-semibold text-red-900">
        {title}
      </h2>
      <p className="mt-2 text-red-900">{text}</p>
      <FormFailure message={failure} />
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <button type="submit" name="intent" value="delete" className={dangerButton}>
          {t('adminContent.delete.confirm')}
        </button>
        <Link to={cancelTo} className={secondaryButton}>
          {t('adminContent.delete.cancel')}
        </Link>
      </Form>
    </section>
  );
}

/** An edit screen at `?delete`: its heading, and the question before the record goes. */
export function DeletePage({
  heading,
  back,
  backLabel,
  title,
  text,
  failure,
}: {
  heading: string;
  back: string;
  backLabel: string;
  title: string;
  text: string;
  failure?: string;
}) {
  const { pathname } = useLocation();
  return (
    <div>
      <AdminHeading title={heading} back={back} backLabel={backLabel} />
      <ConfirmDelete title={title} text={text} cancelTo={pathname} failure={failure} />
    </div>
  );
}

/** An edit form's last row: save (or create), and for a stored record the way to delete it (`?delete`). */
export function SaveRow({
  label,
  busy,
  deleteLabel,
}: {
  label: string;
  busy: boolean;
  deleteLabel?: string;
}) {
  const { pathname } = useLocation();
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4">
      <button type="submit" className={primaryButton} disabled={busy}>
        {label}
      </button>
      {deleteLabel && (
        <Link to={`${pathname}?delete`} className={`${smallLink} text-red-800`}>
          {deleteLabel}
        </Link>
      )}
    </div>
  );
}
