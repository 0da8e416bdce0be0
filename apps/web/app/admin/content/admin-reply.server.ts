import type { Submission } from '@conform-to/react';
import { redirectWithToast } from '../../accounts/redirect-with-toast.server';
import { toast } from '../../components/feedback/toast-model';
import { answerMessage, fieldErrorsOf } from '../../i18n/api-messages';
import { type Language, translate } from '../../i18n/messages';
import { savedId, settle } from './admin-call.server';
import type { AdminReply } from './admin-reply';

/**
 * The form handed back after the API said no: its field errors on the fields they name, and its sentence
 * above the form (a 409 "in use", a picture that vanished), in the page's language.
 */
export function refusedReply(
  submission: Submission<unknown> | undefined,
  lang: Language,
  body: unknown,
  hideFields: string[] = [],
): AdminReply {
  const failure = answerMessage(lang, body, translate(lang, 'adminContent.saveFailed'));
  if (!submission) return { failure };
  return { result: submission.reply({ hideFields, fieldErrors: fieldErrorsOf(body) }), failure };
}

/**
 * What an edit screen answers once the API has taken its delete: back to the list with the API's sentence,
 * or the confirmation again with the refusal (a 409 "in use") above it.
 */
export async function deletedReply(
  request: Request,
  lang: Language,
  res: { status: number; body: unknown },
  list: string,
): Promise<Response | AdminReply> {
  await settle(request, res);
  if (res.status !== 200) return refusedReply(undefined, lang, res.body);
  const sentence = answerMessage(lang, res.body, translate(lang, 'adminContent.deleted'));
  return redirectWithToast(request, toast('success', sentence), list);
}

/**
 * What an edit screen answers once the API has answered its save: the saved record's own edit page with
 * "Saved", or the form back with the API's errors on its fields and the pictures uploaded for it (they
 * stay in the form, as a browser cannot refill a file input).
 */
export async function savedReply(
  request: Request,
  lang: Language,
  res: { status: number; body: unknown },
  form: {
    submission: Submission<unknown>;
    fileFields: string[];
    uploaded: string[];
    editPage: (id: string) => string;
  },
): Promise<Response | AdminReply> {
  await settle(request, res);
  const id = savedId(res);
  if (id)
    return redirectWithToast(
      request,
      toast('success', translate(lang, 'adminContent.saved')),
      form.editPage(id),
    );
  return { ...refusedReply(form.submission, lang, res.body, form.fileFields), pending: form.uploaded };
}
