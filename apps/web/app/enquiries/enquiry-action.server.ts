import { parseWithZod } from '@conform-to/zod';
import type { z } from 'zod';
import { redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { toast } from '#app/components/feedback/toast-model';
import { answerMessage, apiMessage, fieldErrorsOf } from '#app/i18n/api-messages';
import { type MessageKey, translator } from '#app/i18n/messages';
import { type Api, apiFor, formReply, type Replied, tryApi } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import type { RequestArgs } from '#app/lib/load-context';
import { getSession, requireUser, signedInOf } from '#app/lib/session.server';
import { BUSY, visitorForms, withFormData } from '#app/lib/read-form.server';
import type { EnquiryReply } from '#app/enquiries/reply';

type ApiResult = { status: number; body: unknown };

export type EnquiryFormSpec<Schema extends z.ZodTypeAny, Res extends ApiResult> = {
  schema: Schema;
  /** The largest body this form can honestly be (its files and text); a larger one is not read. */
  maxBytes: number;
  /** File fields: never echoed back into the form (a browser cannot refill a file input). */
  fileFields?: string[];
  /** Signed-in customers only (docs/decisions/040-customization-needs-sign-in.md); others are sent to log in. */
  signedInOnly?: boolean;
  call: (api: Api, value: z.output<Schema>) => Promise<Res>;
  /** docs/product-rules.md §8: the dialog's title and the fallback when the API's answer carries no sentence. */
  failure: { title: MessageKey; fallback: MessageKey };
  /** docs/product-rules.md §4: what success does, with the API's sentence in the page's language. */
  success:
    | { redirectTo: string; title: MessageKey }
    /** Stay on the page: the form is emptied and a dialog says so. */
    | { stay: true; title: MessageKey };
};

/**
 * The shared flow of every enquiry form: read the posted form within its size cap, validate it with the
 * contract's schema (the rule the browser ran), send it to the API on the visitor's behalf (with their
 * token when they are signed in, so it is linked to their account), then move on or hand the form back
 * with the API's refusal.
 */
export async function submitEnquiryForm<Schema extends z.ZodTypeAny, Res extends ApiResult>(
  { request, context }: RequestArgs,
  spec: EnquiryFormSpec<Schema, Res>,
): Promise<Response | Replied<EnquiryReply>> {
  const lang = languageOf(request);
  const t = translator(lang);
  const token = spec.signedInOnly
    ? (await requireUser(request)).token
    : signedInOf(await getSession(request))?.token;
  const failureOf = (message: string) => ({ title: t(spec.failure.title), message });

  // The form's bytes count against what this process holds until the answer is decided (record 262).
  return withFormData(request, spec.maxBytes, visitorForms, async (formData) => {
    if (formData === BUSY)
      return formReply({ failure: failureOf(apiMessage(lang, 'serviceUnavailable')) }, null);
    if (!formData) return { failure: failureOf(apiMessage(lang, 'payloadTooLarge')) };

    const submission = parseWithZod(formData, { schema: spec.schema });
    const hideFields = spec.fileFields ?? [];
    // A form handed back cannot hold the files it was sent with: the page asks for them again.
    const filesDropped = hideFields.some((name) =>
      formData.getAll(name).some((value) => value instanceof File && value.size > 0),
    );
    const dropped = filesDropped ? { filesDropped } : {};
    if (submission.status !== 'success') return { result: submission.reply({ hideFields }), ...dropped };

    // Where signing in is optional, a refused token is only a refusal of the form, not the end of the visit.
    const api = apiFor(request, context, { token, readsRefusals: !spec.signedInOnly });
    const res = await tryApi(() => spec.call(api, submission.value));

    if (res?.status === 201) {
      const message = answerMessage(lang, res.body, '');
      if ('redirectTo' in spec.success) {
        return redirectWithToast(
          request,
          toast('success', t(spec.success.title), message),
          spec.success.redirectTo,
        );
      }
      return {
        result: submission.reply({ resetForm: true }),
        done: { title: t(spec.success.title), message },
      };
    }
    return formReply(
      {
        result: submission.reply({ hideFields, fieldErrors: fieldErrorsOf(res?.body) }),
        failure: failureOf(answerMessage(lang, res?.body, t(spec.failure.fallback))),
        ...dropped,
      },
      res,
    );
  });
}
