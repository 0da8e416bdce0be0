import { parseWithZod } from '@conform-to/zod';
import type { z } from 'zod';
import { type Language, type MessageKey, type Translate, translator } from '#app/i18n/messages';
import { toast } from '#app/components/feedback/toast-model';
import { answerMessage, fieldErrorsOf } from '#app/i18n/api-messages';
import { type Api, apiFor, formReply, type Replied, tryApi } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import type { RequestArgs } from '#app/lib/load-context';
import type { AppSession } from '#app/lib/session.server';
import type { FormReply } from '#app/components/forms';
import { redirectWithToast } from '#app/lib/redirect-with-toast.server';

/** What a screen's answer to the API's reply may use: the valid form and the page's language. */
export type AccountScreen<Value> = {
  value: Value;
  lang: Language;
  t: Translate;
  /** On to the next screen with a success toast: the title, and the API's answer in the page's language. */
  moveOn: (
    titleKey: MessageKey,
    answer: unknown,
    to: string,
    endSession?: (session: AppSession) => void,
  ) => Promise<Response>;
};

/** How the screen speaks when the API refuses or cannot be reached. */
type Refusal =
  // docs/product-rules.md §8: a dialog with the server's message, else the fallback.
  | { title: MessageKey; fallback: MessageKey }
  // docs/product-rules.md §8: some refusals are only logged, so the screen gives nothing away.
  | { logAs: string };

export type AccountFormSpec<Schema extends z.ZodTypeAny, Res extends { status: number; body: unknown }> = {
  schema: Schema;
  /** Secrets never travel back into the re-rendered form. */
  hideFields?: string[];
  /**
   * Also cleared once the API refused the form (a wrong code is typed afresh), not when merely invalid,
   * nor when the API named only other fields (a code stays for a second try at the password).
   */
  hideAfterRefusal?: string[];
  /** The API call, on the visitor's behalf: their language goes along so e-mails are written in it. */
  call: (api: Api, body: z.output<Schema>) => Promise<Res>;
  /** The screen's response to a reply it accepts; undefined means a refusal. */
  onReply: (res: Res, screen: AccountScreen<z.output<Schema>>) => Promise<Response> | undefined;
  refusal: Refusal;
};

/**
 * The shared flow of every account form: validate with the contract's schema (the same rule the browser
 * ran), call the API on the visitor's behalf, and either move on or hand the form back with its refusal.
 */
export async function submitAccountForm<
  Schema extends z.ZodTypeAny,
  Res extends { status: number; body: unknown },
>(
  { request, context }: RequestArgs,
  formData: FormData,
  spec: AccountFormSpec<Schema, Res>,
): Promise<Response | Replied<FormReply>> {
  const submission = parseWithZod(formData, { schema: spec.schema });
  const hideFields = spec.hideFields ?? [];
  if (submission.status !== 'success') return { result: submission.reply({ hideFields }) };
  const lang = languageOf(request);
  const t = translator(lang);
  const value: z.output<Schema> = submission.value;
  const res = await tryApi(() => spec.call(apiFor(request, context), value));
  const moveOn: AccountScreen<unknown>['moveOn'] = (titleKey, answer, to, endSession) =>
    redirectWithToast(
      request,
      toast('success', t(titleKey), answerMessage(lang, answer, '')),
      to,
      endSession,
    );
  const accepted = res && spec.onReply(res, { value, lang, t, moveOn });
  if (accepted) return accepted;
  // A refusal about one field (a wrong code, a too common password) is shown at that field, and only there:
  // the same sentence in a dialog as well would say it twice.
  const fieldErrors = fieldErrorsOf(res?.body);
  const refused = spec.hideAfterRefusal ?? [];
  const kept = fieldErrors !== undefined && !refused.some((name) => name in fieldErrors);
  const result = submission.reply({ hideFields: [...hideFields, ...(kept ? [] : refused)], fieldErrors });
  if (fieldErrors) return { result };
  if ('logAs' in spec.refusal) {
    console.error(spec.refusal.logAs, res ? `status ${res.status}` : 'API unreachable');
    return formReply({ result }, res);
  }
  const message = answerMessage(lang, res?.body, t(spec.refusal.fallback));
  return formReply({ result, failure: { title: t(spec.refusal.title), message } }, res);
}
