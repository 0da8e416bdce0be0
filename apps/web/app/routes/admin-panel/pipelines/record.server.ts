import { parseWithZod } from '@conform-to/zod';
import {
  submissionAssignSchema,
  submissionNoteInputSchema,
  submissionStatusChangeSchema,
} from '@farm/contract';
import { data } from 'react-router';
import type { Route } from './+types/record';
import { redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { loadAuditTrail } from '#app/admin/audit.server';
import { toast } from '#app/components/feedback/toast-model';
import { answerMessage } from '#app/i18n/api-messages';
import { translator } from '#app/i18n/messages';
import { bodyOrNotFound, notFound, notFoundOnMiss, pathParam } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import type { Intent, RecordReply } from '#app/routes/admin-panel/pipelines/record-forms';
import { pipelineApi } from '#app/routes/admin-panel/pipelines/section.server';
import { readForm } from '#app/lib/read-form.server';

/** One request: every field, its files, status, assignee, notes and the trail of admin changes. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, section } = await pipelineApi(request, context);
  const [res, admins] = await Promise.all([
    api.pipelines.getSubmission({ params: { id: pathParam(params.id) } }),
    api.pipelines.listAdmins(),
  ]);
  const record = bodyOrNotFound(res).data;
  // A request is shown in its own section only: a contact request under /career is not found there.
  if (record.kind !== section.kind) notFound();
  const trail = await loadAuditTrail(api, 'submission', record._id);
  // `?delete`: the page asks before the request goes, and works without JavaScript.
  const confirmDelete = new URL(request.url).searchParams.has('delete');
  return { section: section.path, record, admins: bodyOrNotFound(admins).data, trail, confirmDelete };
}

/**
 * The record's three forms (status, note, assignee), each posting its `intent` beside its fields, and the
 * delete step's one button (docs/decisions/264-requests-can-be-erased.md), which goes back to the list.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api, section } = await pipelineApi(request, context);
  const lang = languageOf(request);
  const t = translator(lang);
  const id = pathParam(params.id);
  const here = `/admin-panel/${section.path}/${params.id ?? ''}`;
  const formData = await readForm(request);
  const intent = formData.get('intent');
  const refused = (which: Intent, code: string) =>
    data<RecordReply>({ intent: which, error: code }, { status: 400 });
  let res;
  if (intent === 'status') {
    const parsed = parseWithZod(formData, { schema: submissionStatusChangeSchema });
    if (parsed.status !== 'success') return refused('status', 'invalidChoice');
    res = await api.pipelines.changeSubmissionStatus({ params: { id }, body: parsed.value });
  } else if (intent === 'note') {
    const parsed = parseWithZod(formData, { schema: submissionNoteInputSchema });
    if (parsed.status !== 'success') return refused('note', parsed.error?.text?.[0] ?? 'noteRequired');
    res = await api.pipelines.addSubmissionNote({ params: { id }, body: parsed.value });
  } else if (intent === 'assign') {
    const parsed = parseWithZod(formData, { schema: submissionAssignSchema });
    if (parsed.status !== 'success') return refused('assign', 'invalidChoice');
    res = await api.pipelines.assignSubmission({ params: { id }, body: parsed.value });
  } else if (intent === 'delete') {
    const removed = await api.pipelines.deleteSubmission({ params: { kind: section.kind, id } });
    notFoundOnMiss(removed);
    if (removed.status === 200)
      return redirectWithToast(
        request,
        toast('success', t('pipeline.deleted'), answerMessage(lang, removed.body, '')),
        `/admin-panel/${section.path}`,
      );
    res = removed;
  } else {
    return refused('status', 'invalidRequest');
  }
  notFoundOnMiss(res);
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
