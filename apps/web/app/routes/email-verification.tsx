import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { resendVerificationSchema, verifyEmailSchema } from '@farm/contract';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { AccountCard } from '../accounts/account-card';
import { accountMeta } from '../accounts/account-meta';
import { tryApi } from '../accounts/api-call.server';
import { type AccountFailure, serverMessage } from '../accounts/failure';
import { submitButton, TextField } from '../accounts/text-field';
import { useDismissable } from '../accounts/use-dismissable';
import { MessageDialog } from '../components/feedback/dialog';
import { toast } from '../components/feedback/toast-model';
import { useI18n } from '../i18n/context';
import { translator } from '../i18n/messages';
import { translateSentence } from '../i18n/sentences';
import { api, onBehalfOf } from '../lib/api.server';
import { languageOf } from '../lib/language.server';
import { flashToast, getSession, redirectWithSession } from '../lib/session.server';

export const meta: MetaFunction = ({ matches }) => accountMeta(matches, 'verify.title');

export function loader({ request }: LoaderFunctionArgs) {
  return { email: new URL(request.url).searchParams.get('email') ?? '' };
}

/** One form, two buttons: `intent=verify` checks the code, `intent=resend` asks for a new one. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const lang = languageOf(request);
  const t = translator(lang);
  const headers = onBehalfOf(context, lang);

  if (formData.get('intent') === 'resend') {
    const submission = parseWithZod(formData, { schema: resendVerificationSchema });
    if (submission.status !== 'success') return { result: submission.reply() };
    const res = await tryApi(() =>
      api.auth.resendVerification({ body: submission.value, extraHeaders: headers }),
    );
    if (res?.status === 200) {
      const session = await getSession(request);
      flashToast(
        session,
        toast('success', t('verify.resentTitle'), translateSentence(lang, res.body.message)),
      );
      return redirectWithSession(
        session,
        `/email-verification?email=${encodeURIComponent(submission.value.email)}`,
      );
    }
    const failure: AccountFailure = {
      title: t('verify.failedTitle'),
      message: translateSentence(lang, serverMessage(res?.body, t('login.failedFallback'))),
    };
    return { result: submission.reply(), failure };
  }

  const submission = parseWithZod(formData, { schema: verifyEmailSchema });
  if (submission.status !== 'success') return { result: submission.reply() };
  const res = await tryApi(() => api.auth.verifyEmail({ body: submission.value, extraHeaders: headers }));
  if (res?.status === 200) {
    const session = await getSession(request);
    flashToast(
      session,
      toast('success', t('verify.successTitle'), translateSentence(lang, res.body.message)),
    );
    return redirectWithSession(session, `/login?email=${encodeURIComponent(submission.value.email)}`);
  }
  const failure: AccountFailure = {
    title: t('verify.failedTitle'),
    message: translateSentence(lang, serverMessage(res?.body, t('login.failedFallback'))),
  };
  return { result: submission.reply({ hideFields: ['code'] }), failure };
}

export default function EmailVerification() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'verify-email',
    lastResult: actionData?.result,
    defaultValue: { email },
    constraint: getZodConstraint(verifyEmailSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    // The resend button has formNoValidate, so client validation only ever checks a verification.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verifyEmailSchema }),
  });
  const failure = actionData && 'failure' in actionData ? actionData.failure : undefined;
  const [failureOpen, closeFailure] = useDismissable(failure);
  return (
    <AccountCard title={t('verify.title')} intro={t('verify.intro')}>
      {/* One form, so "send a new code" uses the address typed here; Enter submits the first button, Verify. */}
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <TextField field={fields.email} label={t('field.email')} type="email" autoComplete="email" />
        <TextField
          field={fields.code}
          label={t('field.code')}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <button type="submit" name="intent" value="verify" className={submitButton} disabled={busy}>
          {t('verify.submit')}
        </button>
        <p className="flex flex-wrap items-center gap-2 pt-4 text-sm">
          <span>{t('verify.resendIntro')}</span>
          <button
            type="submit"
            name="intent"
            value="resend"
            formNoValidate
            className="font-semibold text-leaf-800 underline-offset-2 hover:underline"
            disabled={busy}
          >
            {t('verify.resend')}
          </button>
        </p>
      </Form>
      <MessageDialog
        open={failureOpen}
        tone="error"
        title={failure?.title ?? ''}
        message={failure?.message}
        okLabel={t('dialog.ok')}
        onClose={closeFailure}
      />
    </AccountCard>
  );
}
