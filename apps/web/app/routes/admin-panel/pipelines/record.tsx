import { parseWithZod } from '@conform-to/zod';
import {
  type AdminRef,
  type AdminSubmission,
  type AuditEntry,
  SUBMISSION_FIELDS,
  SUBMISSION_NOTE_MAX,
  submissionAssignSchema,
  submissionNoteInputSchema,
  submissionStatusChangeSchema,
  submissionStatusOptions,
  SHOP_TIME_ZONE,
} from '@farm/contract';
import {
  type ActionFunctionArgs,
  data,
  Form,
  type HeadersFunction,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { accountMeta } from '../../../accounts/account-meta';
import { redirectWithToast } from '../../../accounts/redirect-with-toast.server';
import { loadAuditTrail } from '../../../admin/audit.server';
import { AuditTrail } from '../../../admin/audit-trail';
import { toast } from '../../../components/feedback/toast-model';
import { answerMessage } from '../../../i18n/api-messages';
import { useI18n } from '../../../i18n/context';
import { localeOf, translator } from '../../../i18n/messages';
import { optionKey } from '../../../i18n/option-labels';
import { api } from '../../../lib/api.server';
import { checkAnswer, pipelineCaller } from './admin-api.server';
import { fieldLabel, fieldValue } from './field-value';
import { sectionOfPath } from './sections';
import { pipelineStatuses, StatusBadge, statusKey } from './status-badge';

export const meta: MetaFunction = ({ matches, location }) =>
  accountMeta(matches, sectionOfPath(location.pathname)?.title ?? 'admin.panel');

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** One request: every field, its files, status, assignee, notes and the trail of admin changes. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { section, token, headers } = await pipelineCaller(request, context);
  const id = params.id ?? '';
  const [res, admins] = await Promise.all([
    api.pipelines.getSubmission({ params: { id: encodeURIComponent(id) }, extraHeaders: headers }),
    api.pipelines.listAdmins({ extraHeaders: headers }),
  ]);
  await checkAnswer(request, res.status);
  await checkAnswer(request, admins.status);
  if (res.status !== 200 || admins.status !== 200) throw new Error(`The API answered ${res.status}`);
  // A request is shown in its own section only: a contact request under /career is not found there.
  if (res.body.data.kind !== section.kind) throw data(null, { status: 404, statusText: 'Not Found' });
  const trail = await loadAuditTrail(request, context, token, 'submission', res.body.data._id);
  return { section: section.path, record: res.body.data, admins: admins.body.data, trail };
}

type Intent = 'status' | 'note' | 'assign';
export type RecordReply = { intent: Intent; error: string };

/** The record's three forms (status, note, assignee): each posts its `intent` beside its fields. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { section, lang, headers } = await pipelineCaller(request, context);
  const t = translator(lang);
  const id = encodeURIComponent(params.id ?? '');
  const here = `/admin-panel/${section.path}/${params.id ?? ''}`;
  const formData = await request.formData();
  const intent = formData.get('intent');
  const refused = (which: Intent, code: string) =>
    data<RecordReply>({ intent: which, error: code }, { status: 400 });
  let res;
  if (intent === 'status') {
    const parsed = parseWithZod(formData, { schema: submissionStatusChangeSchema });
    if (parsed.status !== 'success') return refused('status', 'invalidChoice');
    res = await api.pipelines.changeSubmissionStatus({
      params: { id },
      body: parsed.value,
      extraHeaders: headers,
    });
  } else if (intent === 'note') {
    const parsed = parseWithZod(formData, { schema: submissionNoteInputSchema });
    if (parsed.status !== 'success') return refused('note', parsed.error?.text?.[0] ?? 'required');
    res = await api.pipelines.addSubmissionNote({
      params: { id },
      body: parsed.value,
      extraHeaders: headers,
    });
  } else if (intent === 'assign') {
    const parsed = parseWithZod(formData, { schema: submissionAssignSchema });
    if (parsed.status !== 'success') return refused('assign', 'invalidChoice');
    res = await api.pipelines.assignSubmission({ params: { id }, body: parsed.value, extraHeaders: headers });
  } else {
    return refused('status', 'invalidRequest');
  }
  await checkAnswer(request, res.status);
  const ok = res.status === 200 || res.status === 201;
  return redirectWithToast(
    request,
    toast(
      ok ? 'success' : 'error',
      t(ok ? 'pipeline.saved' : 'pipeline.notSaved'),
      answerMessage(lang, res.body, t('pipeline.notSaved')),
    ),
    here,
  );
}

const card = 'rounded-xl border border-gray-200 bg-white p-5';
const button =
  'rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800 disabled:opacity-60';
const control = 'w-full min-w-0 rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900';

export default function PipelineRecord() {
  const { section, record, admins, trail } = useLoaderData<typeof loader>();
  const { t, lang } = useI18n();
  const current = sectionOfPath(`/admin-panel/${section}`)!;
  const date = new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  return (
    <div>
      <Link to={`/admin-panel/${section}`} className="text-leaf-800 underline hover:text-leaf-900">
        {t('pipeline.back', { section: t(current.title) })}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-3xl font-bold break-words text-gray-900">
          <bdi>{record.sender.name}</bdi>
        </h1>
        <StatusBadge status={record.status} />
      </div>
      <p className="mt-1 text-gray-700">
        {t(optionKey('kind', record.kind))} ·{' '}
        <time dateTime={record.createdAt}>{date.format(new Date(record.createdAt))}</time>
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <SenderCard record={record} />
          <FieldsCard record={record} />
          <FilesCard record={record} section={section} />
        </div>
        <div className="min-w-0 space-y-6">
          <StatusForm record={record} />
          <AssigneeForm record={record} admins={admins} />
          <NotesCard record={record} />
        </div>
      </div>
      <AuditTrail entries={trail.map((entry) => withStatusWords(entry, t))} />
    </div>
  );
}

/**
 * The trail records a new status by its English label (`Won`); the screen says it in the page's language.
 * Other details (an assignee's name) are shown as recorded.
 */
function withStatusWords(entry: AuditEntry, t: ReturnType<typeof useI18n>['t']): AuditEntry {
  if (entry.action !== 'statusChanged') return entry;
  const status = submissionStatusOptions.find((option) => option.label === entry.detail)?.value;
  return status ? { ...entry, detail: t(statusKey(status)) } : entry;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-gray-700">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function SenderCard({ record }: { record: AdminSubmission }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="sender-title" className={card}>
      <h2 id="sender-title" className="text-lg font-semibold text-gray-900">
        {t('pipeline.sender')}
      </h2>
      <dl className="mt-2 divide-y divide-gray-100">
        <Row label={t('pipeline.reference')}>
          <span dir="ltr" className="font-mono text-sm">
            {record._id}
          </span>
        </Row>
        <Row label={t('pipeline.field.email')}>
          <a href={`mailto:${record.sender.email}`} dir="ltr" className="break-all text-leaf-800 underline">
            {record.sender.email}
          </a>
        </Row>
        {record.sender.phone && (
          <Row label={t('pipeline.field.phone')}>
            <a href={`tel:${record.sender.phone}`} dir="ltr" className="text-leaf-800 underline">
              {record.sender.phone}
            </a>
          </Row>
        )}
        <Row label={t('pipeline.account')}>
          {t(record.customerId ? 'pipeline.signedIn' : 'pipeline.anonymous')}
        </Row>
        <Row label={t('pipeline.language')}>
          {t(record.language === 'ar' ? 'pipeline.language.ar' : 'pipeline.language.en')}
        </Row>
        {record.serviceName && (
          <Row label={t('pipeline.service')}>
            <bdi>{record.serviceName}</bdi>
          </Row>
        )}
        {record.productName && (
          <Row label={t('pipeline.product')}>
            <bdi>{record.productName}</bdi>
          </Row>
        )}
        {record.planId && (
          <Row label={t('pipeline.plan')}>
            <Link to={`/planner/${record.planId}`} className="text-leaf-800 underline">
              {t('pipeline.planOpen')}
            </Link>
          </Row>
        )}
      </dl>
    </section>
  );
}

/** Every field the form stored, in the form's order; a field the screen has no name for comes last. */
function FieldsCard({ record }: { record: AdminSubmission }) {
  const { t } = useI18n();
  const ordered: readonly string[] = SUBMISSION_FIELDS[record.kind];
  const extra = Object.keys(record.fields).filter((field) => !ordered.includes(field));
  return (
    <section aria-labelledby="fields-title" className={card}>
      <h2 id="fields-title" className="text-lg font-semibold text-gray-900">
        {t('pipeline.fields')}
      </h2>
      <dl className="mt-2 divide-y divide-gray-100">
        {[...ordered, ...extra].map((field) => {
          const value = fieldValue(field, record.fields[field], t);
          return (
            <Row key={field} label={fieldLabel(field, t)}>
              {value === undefined ? (
                <span className="text-gray-600">{t('pipeline.notGiven')}</span>
              ) : (
                <span className="whitespace-pre-line" dir="auto">
                  {value}
                </span>
              )}
            </Row>
          );
        })}
      </dl>
    </section>
  );
}

function FilesCard({ record, section }: { record: AdminSubmission; section: string }) {
  const { t } = useI18n();
  if (record.kind !== 'application' && record.kind !== 'enquiry') return null;
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('pipeline.megabytes', { value: (bytes / (1024 * 1024)).toFixed(1) })
      : t('pipeline.kilobytes', { value: Math.ceil(bytes / 1024) });
  return (
    <section aria-labelledby="files-title" className={card}>
      <h2 id="files-title" className="text-lg font-semibold text-gray-900">
        {t('pipeline.files')}
      </h2>
      {record.files.length === 0 ? (
        <p className="mt-2 text-gray-700">{t('pipeline.noFiles')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100">
          {record.files.map((file) => (
            <li key={file.fileId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-all text-gray-900">
                <bdi>{file.name}</bdi>{' '}
                <span className="text-sm text-gray-600">
                  ({t(file.field === 'resume' ? 'pipeline.cv' : 'pipeline.photo')}, {size(file.size)})
                </span>
              </span>
              {/* A document request (reloadDocument): the resource route answers the file itself. */}
              <Link
                reloadDocument
                to={`/admin-panel/${section}/${record._id}/files/${file.fileId}`}
                aria-label={t('pipeline.downloadNamed', { name: file.name })}
                className="rounded-lg border border-leaf-700 px-3 py-1.5 text-sm font-semibold text-leaf-800 hover:bg-leaf-50"
              >
                {t('pipeline.download')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function useReply(intent: Intent) {
  const reply = useActionData<RecordReply>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return { error: reply?.intent === intent ? reply.error : undefined, busy };
}

function StatusForm({ record }: { record: AdminSubmission }) {
  const { t, message } = useI18n();
  const { error, busy } = useReply('status');
  return (
    <Form method="post" className={card} aria-labelledby="status-title">
      <h2 id="status-title" className="text-lg font-semibold text-gray-900">
        {t('pipeline.statusTitle')}
      </h2>
      <input type="hidden" name="intent" value="status" />
      <label htmlFor="record-status" className="mt-3 block text-sm font-medium text-gray-800">
        {t('pipeline.filter.status')}
      </label>
      <select
        id="record-status"
        name="status"
        defaultValue={record.status}
        key={record.status}
        aria-describedby={error ? 'status-error' : undefined}
        className={`mt-1 ${control}`}
      >
        {pipelineStatuses.map((status) => (
          <option key={status} value={status}>
            {t(statusKey(status))}
          </option>
        ))}
      </select>
      {error && (
        <p id="status-error" className="mt-1 text-sm text-berry-700">
          {message(error)}
        </p>
      )}
      <button type="submit" disabled={busy} className={`mt-3 ${button}`}>
        {t('pipeline.saveStatus')}
      </button>
    </Form>
  );
}

function AssigneeForm({ record, admins }: { record: AdminSubmission; admins: readonly AdminRef[] }) {
  const { t, message } = useI18n();
  const { error, busy } = useReply('assign');
  const assigned = record.assignee?._id ?? '';
  // Someone assigned earlier who is no longer an admin still shows, so the select says the truth.
  const choices =
    record.assignee && !admins.some((admin) => admin._id === assigned)
      ? [record.assignee, ...admins]
      : admins;
  return (
    <Form method="post" className={card} aria-labelledby="assign-title">
      <h2 id="assign-title" className="text-lg font-semibold text-gray-900">
        {t('pipeline.assignTitle')}
      </h2>
      <input type="hidden" name="intent" value="assign" />
      <label htmlFor="record-assignee" className="mt-3 block text-sm font-medium text-gray-800">
        {t('pipeline.filter.assignee')}
      </label>
      <select
        id="record-assignee"
        name="assigneeId"
        defaultValue={assigned}
        key={assigned}
        aria-describedby={error ? 'assign-error' : undefined}
        className={`mt-1 ${control}`}
      >
        <option value="">{t('pipeline.unassigned')}</option>
        {choices.map((admin) => (
          <option key={admin._id} value={admin._id}>
            {admin.name}
          </option>
        ))}
      </select>
      {error && (
        <p id="assign-error" className="mt-1 text-sm text-berry-700">
          {message(error)}
        </p>
      )}
      <button type="submit" disabled={busy} className={`mt-3 ${button}`}>
        {t('pipeline.saveAssignee')}
      </button>
    </Form>
  );
}

function NotesCard({ record }: { record: AdminSubmission }) {
  const { t, lang, message } = useI18n();
  const { error, busy } = useReply('note');
  const when = new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  return (
    <section aria-labelledby="notes-title" className={card}>
      <h2 id="notes-title" className="text-lg font-semibold text-gray-900">
        {t('pipeline.notes')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('pipeline.notesHint')}</p>
      {/* After a note is added the page reloads with an empty box (the key follows the count). */}
      <Form method="post" className="mt-4" key={record.notes.length}>
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="record-note" className="block text-sm font-medium text-gray-800">
          {t('pipeline.newNote')}
        </label>
        <textarea
          id="record-note"
          name="text"
          rows={3}
          required
          maxLength={SUBMISSION_NOTE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'note-error' : undefined}
          className={`mt-1 ${control}`}
        />
        {error && (
          <p id="note-error" className="mt-1 text-sm text-berry-700">
            {message(error)}
          </p>
        )}
        <button type="submit" disabled={busy} className={`mt-3 ${button}`}>
          {t('pipeline.addNote')}
        </button>
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
    </section>
  );
}
