import type { Submission } from '@conform-to/react';
import { answerMessage, fieldErrorsOf } from '../../i18n/api-messages';
import { type Language, translate } from '../../i18n/messages';
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
