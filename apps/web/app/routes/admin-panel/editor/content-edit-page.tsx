import type { AuditEntry } from '@farm/contract';
import type { FormMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';
import { AdminEditPage } from '#app/routes/admin-panel/editor/edit-page';
import type { EditorReply } from '#app/routes/admin-panel/editor/editor-reply';

const SERVICE_CATEGORY = '/admin-panel/service-category';

/** The content the admin edits on one screen each, with the words its screen uses beside the shared ones. */
const CONTENT = {
  blog: { list: '/admin-panel/blog', newTitle: 'adminContent.blog.newTitle', back: 'adminContent.blog.back' },
  gallery: {
    list: '/admin-panel/gallery',
    newTitle: 'adminContent.gallery.newTitle',
    back: 'adminContent.gallery.back',
  },
  service: {
    list: SERVICE_CATEGORY,
    newTitle: 'adminContent.service.addTitle',
    back: 'adminContent.sc.back',
  },
  category: {
    list: SERVICE_CATEGORY,
    newTitle: 'adminContent.category.addTitle',
    back: 'adminContent.sc.back',
  },
} as const satisfies Record<string, { list: string; newTitle: MessageKey; back: MessageKey }>;

export type ContentKind = keyof typeof CONTENT;

/** The list a content record's screen goes back to, where a delete lands. */
export const contentList = (kind: ContentKind) => CONTENT[kind].list;

/** The title of a content record's screen: editing a stored one, or adding one. */
export const contentTitle = (kind: ContentKind, editing: boolean): MessageKey =>
  editing ? `adminContent.${kind}.editTitle` : CONTENT[kind].newTitle;

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
      back={{ to: CONTENT[kind].list, label: t(CONTENT[kind].back) }}
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
