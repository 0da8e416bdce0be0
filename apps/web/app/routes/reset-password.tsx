import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { resetPasswordSchema } from '@farm/contract';
import {
  type ActionFunctionArgs,
  Form,
  Link,
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
import { submitButton, TextField, textLink } from '../accounts/text-field';
import { useDismissable } from '../accounts/use-dismissable';
import { MessageDialog } from '../components/feedback/dialog';
import { toast } from '../components/feedback/toast-model';
import { useI18n } from '../i18n/context';
import { translator } from '../i18n/messages';
import { translateSentence } from '../i18n/sentences';
import { api, onBehalfOf } from '../lib/api.server';
import { languageOf } from '../lib/language.server';
import { flashToast, getSession, redirectWithSession } from '../lib/session.server';

export const meta: MetaFunction = ({ matches }) => accountMeta(matches, 'reset.title');

export function loader({ request }: LoaderFunctionArgs) {
  return { email: new URL(request.url).searchParams.get('email') ?? '' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  const hideFields = ['code', 'password', 'confirmPassword'];
  if (submission.status !== 'success') return { result: submission.reply({ hideFields }) };
  const lang = languageOf(request);
  const t = translator(lang);
  const res = await tryApi(() =>
    api.auth.resetPassword({ body: submission.value, extraHeaders: onBehalfOf(context, lang) }),
  );
  if (res?.status === 200) {
    // The reset ended every earlier token, this browser's included: start signed out.
    const session = await getSession(request);
    session.unset('token');
    session.unset('user');
    flashToast(session, toast('success', t('reset.successTitle'), translateSentence(lang, res.body.message)));
    return redirectWithSession(session, `/login?email=${encodeURIComponent(submission.value.email)}`);
  }
  const failure: AccountFailure = {
    title: t('reset.failedTitle'),
    message: translateSentence(lang, serverMessage(res?.body, t('login.failedFallback'))),
  };
  return { result: submission.reply({ hideFields }), failure };
}

export default function ResetPassword() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    defaultValue: { email },
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  const failure = actionData && 'failure' in actionData ? actionData.failure : undefined;
  const [failureOpen, closeFailure] = useDismissable(failure);
  return (
    <AccountCard title={t('reset.title')} intro={t('reset.intro')}>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <TextField field={fields.email} label={t('field.email')} type="email" autoComplete="email" />
        <TextField
          field={fields.code}
          label={t('field.code')}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <TextField
          field={fields.password}
          label={t('field.newPassword')}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          field={fields.confirmPassword}
          label={t('field.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className={submitButton} disabled={busy}>
          {t('reset.submit')}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to={`/forget${email ? `?email=${encodeURIComponent(email)}` : ''}`} className={textLink}>
          {t('reset.requestAgain')}
        </Link>
      </p>
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
