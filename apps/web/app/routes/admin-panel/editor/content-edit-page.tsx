import type { AuditEntry } from '@farm/contract';
import type { FormMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';
import { AdminEditPage } from '#app/routes/admin-panel/editor/edit-page';
import type { EditorReply } from '#app/routes/admin-panel/editor/editor-reply';

export type ContentKind = 'blog' | 'gallery' | 'service' | 'category';

/** Services and categories are listed together on one screen; the blog and the gallery each have their own. */
const listedTogether = (kind: ContentKind): kind is 'service' | 'category' =>
  kind === 'service' || kind === 'category';

/** The list a content record's screen goes back to, where a delete lands. */
export const contentList = (kind: ContentKind) =>
  listedTogether(kind) ? '/admin-panel/service-category' : `/admin-panel/${kind}`;

/** The title of a content record's screen: editing a stored one, or adding one. */
export const contentTitle = (kind: ContentKind, editing: boolean): MessageKey =>
  editing
    ? `adminContent.${kind}.editTitle`
    : listedTogether(kind)
      ? `adminContent.${kind}.addTitle`
      : `adminContent.${kind}.newTitle`;

/**
 * The edit screen of a blog post, gallery picture, service or category, in the words of its kind
 * (`adminContent.<kind>.*`): a stored record has its Delete link, its `?delete` question and its history.
 */
export function ContentEditPage<Value extends Record<string, unknown>>({
  kind,
  loaded: { record, trail, deleting },
  name,
  editor,
  ...page
}: {
  kind: ContentKind;
  loaded: { record: object | null; trail: readonly AuditEntry[]; deleting: boolean };
  /** The stored record's name, for the delete question. */
  name?: string;
  editor: { form: FormMetadata<Value, string[]>; reply: EditorReply | undefined; busy: boolean };
  header?: ReactNode;
  enterSaves?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const saveLabel = t(record ? 'adminContent.saveChanges' : `adminContent.${kind}.create`);
  return (
    <AdminEditPage
      {...page}
      {...editor}
      title={t(contentTitle(kind, Boolean(record)))}
      back={{
        to: contentList(kind),
        label: t(listedTogether(kind) ? 'adminContent.sc.back' : `adminContent.${kind}.back`),
      }}
      saveLabel={saveLabel}
      enterSaves={page.enterSaves ? saveLabel : undefined}
      deleteLabel={record ? t(`adminContent.${kind}.delete`) : undefined}
      confirmDelete={
        record && deleting
          ? {
              title: t(`adminContent.${kind}.deleteTitle`, { name: name ?? '' }),
              text: t(`adminContent.${kind}.deleteText`),
            }
          : undefined
      }
      trail={record ? trail : undefined}
    />
  );
}
