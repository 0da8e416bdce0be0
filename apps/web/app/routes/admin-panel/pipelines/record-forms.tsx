import { type AdminRef, type AdminSubmission, SHOP_TIME_ZONE, SUBMISSION_NOTE_MAX } from '@farm/contract';
import { Form, useActionData, useNavigation } from 'react-router';
import { SelectField, TextareaField } from '#app/components/forms';
import { Button } from '#app/components/ui/button';
import { Card, cardClass } from '#app/components/ui/card';
import { useI18n } from '#app/i18n/context';
import { localeOf } from '#app/i18n/messages';
import { pipelineStatuses, statusKey } from '#app/routes/admin-panel/pipelines/status-badge';

export type Intent = 'status' | 'note' | 'assign';
/** What a refused form of the record hands back: which form, and the contract's code for its field. */
export type RecordReply = { intent: Intent; error: string };

function useReply(intent: Intent) {
  const reply = useActionData<RecordReply>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return { error: reply?.intent === intent ? reply.error : undefined, busy };
}

export function StatusForm({ record }: { record: AdminSubmission }) {
  const { t } = useI18n();
  const { error, busy } = useReply('status');
  return (
    <Form method="post" className={`${cardClass} p-5`} aria-labelledby="status-title">
      <h2 id="status-title" className="text-lg font-semibold text-gray-900">
        {t('pipeline.statusTitle')}
      </h2>
      <input type="hidden" name="intent" value="status" />
      <SelectField
        key={record.status}
        label={t('pipeline.filter.status')}
        errors={error}
        selectProps={{ id: 'status', name: 'status', defaultValue: record.status }}
        options={pipelineStatuses(record.kind).map((status) => ({
          value: status,
          label: t(statusKey(status)),
        }))}
        className="mt-3"
      />
      <Button type="submit" disabled={busy} size="sm">
        {t('pipeline.saveStatus')}
      </Button>
    </Form>
  );
}

export function AssigneeForm({ record, admins }: { record: AdminSubmission; admins: readonly AdminRef[] }) {
  const { t } = useI18n();
  const { error, busy } = useReply('assign');
  const assigned = record.assignee?._id ?? '';
  // Someone assigned earlier who is no longer an admin still shows, so the select says the truth.
  const choices =
    record.assignee && !admins.some((admin) => admin._id === assigned)
      ? [record.assignee, ...admins]
      : admins;
  return (
    <Form method="post" className={`${cardClass} p-5`} aria-labelledby="assign-title">
      <h2 id="assign-title" className="text-lg font-semibold text-gray-900">
        {t('pipeline.assignTitle')}
      </h2>
      <input type="hidden" name="intent" value="assign" />
      <SelectField
        key={assigned}
        label={t('pipeline.filter.assignee')}
        errors={error}
        selectProps={{ id: 'assign', name: 'assigneeId', defaultValue: assigned }}
        choose={t('pipeline.unassigned')}
        options={choices.map((admin) => ({ value: admin._id, label: admin.name }))}
        className="mt-3"
      />
      <Button type="submit" disabled={busy} size="sm">
        {t('pipeline.saveAssignee')}
      </Button>
    </Form>
  );
}

export function NotesCard({ record }: { record: AdminSubmission }) {
  const { t, lang } = useI18n();
  const { error, busy } = useReply('note');
  const when = new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  return (
    <Card id="notes-title" title={t('pipeline.notes')}>
      <p className="mt-1 text-sm text-gray-700">{t('pipeline.notesHint')}</p>
      {/* After a note is added the page reloads with an empty box (the key follows the count). */}
      <Form method="post" className="mt-4" key={record.notes.length}>
        <input type="hidden" name="intent" value="note" />
        <TextareaField
          label={t('pipeline.newNote')}
          errors={error}
          textareaProps={{
            id: 'note',
            name: 'text',
            rows: 3,
            required: true,
            maxLength: SUBMISSION_NOTE_MAX,
          }}
        />
        <Button type="submit" disabled={busy} size="sm">
          {t('pipeline.addNote')}
        </Button>
      </Form>
      {record.notes.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700">{t('pipeline.noNotes')}</p>
      ) : (
        <ol className="mt-4 divide-y divide-gray-100">
          {record.notes.map((note) => (
            <li key={note._id} className="py-3">
              <p className="text-sm text-gray-700">
                <bdi>{note.author.name}</bdi> ·{' '}
                <time dateTime={note.at}>{when.format(new Date(note.at))}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-gray-900" dir="auto">
                {note.text}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
