import { type Toast, toast } from '#app/components/feedback/toast-model';
import { answerMessage } from '#app/i18n/api-messages';
import { type MessageKey, translator } from '#app/i18n/messages';
import { languageOf, pathInLanguage } from '#app/lib/language.server';
import { type AppSession, flashToast, getSession, redirectWithSession } from '#app/lib/session.server';

/**
 * Moves on to the next screen (in the language of this one) with a toast for it to show. `endSession` runs first when the
 * step also signs this browser out (a password reset ends every earlier token).
 */
export async function redirectWithToast(
  request: Request,
  toast: Toast,
  to: string,
  endSession?: (session: AppSession) => void,
): Promise<Response> {
  const session = await getSession(request);
  endSession?.(session);
  flashToast(session, toast);
  // A loader's redirect loses the root loader's language cookie: the address keeps the language instead.
  return redirectWithSession(session, pathInLanguage(request, to));
}

/**
 * Back to `to` after a one-button step (a removal, a cancellation) with the API's answer in a toast: its
 * sentence in the page's language, titled `ok` when the API said 200 and `failed` otherwise; `fallback`
 * when there is no sentence (the API could not be reached). A caller that only ever hands over a refusal
 * leaves `ok` out.
 */
export function redirectWithAnswer(
  request: Request,
  res: { status: number; body: unknown } | null,
  titles: { ok?: MessageKey; failed: MessageKey; fallback: MessageKey },
  to: string,
): Promise<Response> {
  const lang = languageOf(request);
  const t = translator(lang);
  const ok = res?.status === 200;
  const message = answerMessage(lang, res?.body, t(titles.fallback));
  return redirectWithToast(
    request,
    toast(ok ? 'success' : 'error', t((ok && titles.ok) || titles.failed), message),
    to,
  );
}
