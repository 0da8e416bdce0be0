import { type AdminRef, type AdminSubmission, SUBMISSION_NOTE_MAX } from '@farm/contract';
import { Form, useActionData, useNavigation } from 'react-router';
import { SelectField, TextareaField } from '#app/components/forms';
import { Button, unavailable } from '#app/components/ui/button';
import { Card, cardClass } from '#app/components/ui/card';
import { useDateFormat } from '#app/lib/dates';
import { useI18n } from '#app/i18n/context';
import { pipelineStatuses, statusKey } from '#app/routes/admin-panel/pipelines/status-badge';

export type Intent = 'status' | 'note' | 'assign' | 'delete';
/** What a refused form of the record hands back: which form, and the contract's code for its field. */
export type RecordReply = { intent: Intent; error: string };

function useReply(intent: Intent) {
  const reply = useActionData<RecordReply>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return { error: reply?.intent === intent ? reply.error : undefined, busy };
}

/** The words and field of each select card: the record's status, or who it is assigned to. */
const SELECT_CARDS = {
  status: {
    title: 'pipeline.statusTitle',
    label: 'pipeline.filter.status',
    name: 'status',
    save: 'pipeline.saveStatus',
  },
  assign: {
    title: 'pipeline.assignTitle',
    label: 'pipeline.filter.assignee',
    name: 'assigneeId',
    save: 'pipeline.saveAssignee',
  },
} as const;

/** A card whose one select posts beside its `intent`; the select's id is the intent. */
function SelectCard({
  intent,
  value,
  choose,
  options,
}: {
  intent: keyof typeof SELECT_CARDS;
  value: string;
  choose?: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useI18n();
  const { error, busy } = useReply(intent);
  const { title, label, name, save } = SELECT_CARDS[intent];
  return (
    <Form method="post" className={`${cardClass} p-5`} aria-labelledby={`${intent}-title`}>
      <h2 id={`${intent}-title`} className="text-lg font-semibold text-gray-900">
        {t(title)}
      </h2>
      <input type="hidden" name="intent" value={intent} />
      <SelectField
        key={value}
        label={t(label)}
        errors={error}
        selectProps={{ id: intent, name, defaultValue: value }}
        choose={choose}
        options={options}
        className="mt-3"
      />
      <Button type="submit" {...unavailable(busy)} size="sm">
        {t(save)}
      </Button>
    </Form>
  );
}

export function StatusForm({ record }: { record: AdminSubmission }) {
  const { t } = useI18n();
  const options = pipelineStatuses(record.kind).map((status) => ({
    value: status,
    label: t(statusKey(status)),
  }));
  return <SelectCard intent="status" value={record.status} options={options} />;
}

export function AssigneeForm({ record, admins }: { record: AdminSubmission; admins: readonly AdminRef[] }) {
  const { t } = useI18n();
  const assigned = record.assignee?._id ?? '';
  // Someone assigned earlier who is no longer an admin still shows, so the select says the truth.
  const choices =
    record.assignee && !admins.some((admin) => admin._id === assigned)
      ? [record.assignee, ...admins]
      : admins;
  const options = choices.map((admin) => ({ value: admin._id, label: admin.name }));
  return <SelectCard intent="assign" value={assigned} choose={t('pipeline.unassigned')} options={options} />;
}

export function NotesCard({ record }: { record: AdminSubmission }) {
  const { t } = useI18n();
  const { error, busy } = useReply('note');
  const when = useDateFormat(true);
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
        <Button type="submit" {...unavailable(busy)} size="sm">
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
