import { backOf, fromList, listAt } from '#app/admin/list-place';
import { type DefaultValue, type FormMetadata, getFormProps } from '@conform-to/react';
import type { AuditEntry } from '@farm/contract';
import type { ComponentType, ReactNode } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import type { z } from 'zod';
import { AuditTrail } from '#app/admin/audit-trail';
import { GridFields, useSchemaForm } from '#app/components/forms';
import { Button, buttonVariants, unavailable } from '#app/components/ui/button';
import { BackLink } from '#app/components/ui/back-link';
import { cardClass } from '#app/components/ui/card';
import { useI18n } from '#app/i18n/context';
import type { EditorReply } from '#app/routes/admin-panel/editor/editor-reply';

/**
 * What a save changes of a record: the record without the counts other records move (a service's
 * categories, a category's products), so a product added elsewhere never restarts a form being filled in.
 */
function savedStateOf(record: unknown): string {
  if (record === undefined || record === null) return 'new';
  const { categoryCount: _categories, productCount: _products, ...own } = record as Record<string, unknown>;
  return JSON.stringify(own);
}

/**
 * An editor started afresh each time its record is saved. A save lands on the same route (the new record's
 * edit page has an optional id), where Conform would keep the form as it was sent: the files picked would go
 * up again with the next save and a video just added would still fill the "Add a video" fields. A record
 * that changed is a new key; a refused save leaves it as it was, so the form keeps what was typed.
 */
export function startsAfreshOnSave<Props extends { loaderData: { record?: unknown } }>(
  Editor: ComponentType<Props>,
) {
  return function SavedEditor(props: Props) {
    return <Editor key={savedStateOf(props.loaderData.record)} {...props} />;
  };
}

/**
 * An edit screen's form bound to its contract schema, fed with the action's reply; `schemaFor` picks the
 * schema of the pressed button (the blog's Preview checks nothing).
 */
export function useEditorForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  defaultValue?: DefaultValue<z.input<Schema>>,
  schemaFor?: (formData: FormData) => z.ZodTypeAny,
) {
  const reply = useActionData<EditorReply>();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm(id, schema, { lastResult: reply?.result, defaultValue, schemaFor });
  return { form, fields, reply, busy };
}

/**
 * An English field beside its Arabic twin (stacked on a phone), each on the grid's rows, so the two controls
 * of a row start level when one label takes two lines (GridFields).
 */
export function Bilingual({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-x-6 md:grid-cols-2">
      <GridFields>{children}</GridFields>
    </div>
  );
}

/** A titled group of the form. */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`mt-6 ${cardClass} p-5`}>
      <legend className="px-1 text-lg font-semibold text-gray-900">{title}</legend>
      {hint && <p className="text-sm text-gray-600">{hint}</p>}
      <div className="mt-2">{children}</div>
    </fieldset>
  );
}

/** A refusal of the API shown above the form (role=alert, so a screen reader hears it at once). */
function FormFailure({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      {message}
    </p>
  );
}

/** Each panel's box and heading: the delete question's red, or the leaf green of the blog's preview. */
const PANEL_TONES = {
  danger: { box: 'border-red-200 bg-red-50', heading: 'text-xl font-semibold text-red-900' },
  leaf: { box: 'border-leaf-200 bg-leaf-50/40', heading: 'text-lg font-semibold text-gray-900' },
} as const;

/** A coloured region of an edit screen, named by its heading (`id`). */
export function Panel({
  id,
  title,
  tone,
  children,
}: {
  id: string;
  title: string;
  tone: keyof typeof PANEL_TONES;
  children: ReactNode;
}) {
  const { box, heading } = PANEL_TONES[tone];
  return (
    <section aria-labelledby={id} className={`mt-6 rounded-xl border p-5 ${box}`}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The confirm step of a delete as a page state (`?delete`), so it works without JavaScript: the record's
 * name, the consequence, and the one button that deletes. Cancel goes back to the record.
 */
export function ConfirmDelete({ title, text, failure }: { title: string; text: string; failure?: string }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <Panel id="confirm-delete-title" title={title} tone="danger">
      <p className="mt-2 text-red-900">{text}</p>
      <FormFailure message={failure} />
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="delete" variant="danger">
          {t('adminContent.delete.confirm')}
        </Button>
        <Link to={fromList(pathname, backOf(search))} className={buttonVariants({ variant: 'secondary' })}>
          {t('adminContent.delete.cancel')}
        </Link>
      </Form>
    </Panel>
  );
}

/**
 * The one admin edit screen: its heading with the way back to the list, the API's refusal, the form (a
 * plain multipart POST to the page's own action, so it works before JavaScript loads), the row that saves
 * it and deletes the record, and the record's history. At `?delete` it asks before the record goes.
 */
export function AdminEditPage<Value extends Record<string, unknown>>({
  title,
  back,
  header,
  form,
  reply,
  busy,
  saveLabel,
  confirmDelete,
  deleteLabel,
  deleteTo,
  actions,
  enterSaves,
  trail,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  /** What the screen says about the record above its form (a product's address in the shop). */
  header?: ReactNode;
  form: FormMetadata<Value, string[]>;
  reply: EditorReply | undefined;
  busy: boolean;
  saveLabel: string;
  /** The question of the `?delete` step, while it is asked. */
  confirmDelete?: { title: string; text: string };
  /** For a stored record: the way to delete it (`?delete`, or a page of its own at `deleteTo`). */
  deleteLabel?: string;
  deleteTo?: string;
  /** More buttons beside Save (a product's Cancel). */
  actions?: ReactNode;
  /**
   * Enter in a field submits with the form's first submit button: with this label a hidden save button
   * comes first, so Enter saves rather than pressing a move button further down.
   */
  enterSaves?: string;
  trail?: readonly AuditEntry[];
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  // The way back above the heading, as on every record of the admin panel (an order, a customer, a request).
  const heading = (
    <div className="flex flex-col gap-3">
      <BackLink to={listAt(back.to, backOf(search))} className="self-start">
        {back.label}
      </BackLink>
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
    </div>
  );
  if (confirmDelete)
    return (
      <div>
        {heading}
        <ConfirmDelete {...confirmDelete} failure={reply?.failure} />
      </div>
    );
  return (
    <div>
      {heading}
      {header}
      <FormFailure message={reply?.failure} />
      {reply?.filesDropped && (
        <p role="status" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {t('adminContent.image.pickAgain')}
        </p>
      )}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        {enterSaves && (
          <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
            {enterSaves}
          </button>
        )}
        {children}
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Button type="submit" {...unavailable(busy)}>
            {saveLabel}
          </Button>
          {actions}
          {deleteLabel && (
            <Link
              to={fromList(deleteTo ?? pathname, backOf(search), deleteTo ? {} : { delete: '' })}
              className={buttonVariants({ variant: 'dangerLink', size: 'xs' })}
            >
              {deleteLabel}
            </Link>
          )}
        </div>
      </Form>
      {trail && <AuditTrail entries={trail} />}
    </div>
  );
}
