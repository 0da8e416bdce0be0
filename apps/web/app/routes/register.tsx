import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { registerSchema } from '@farm/contract';
import {
  type ActionFunctionArgs,
  Form,
  Link,
  type MetaFunction,
  useActionData,
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

export const meta: MetaFunction = ({ matches }) => accountMeta(matches, 'register.title');

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: registerSchema });
  const hideFields = ['password', 'confirmPassword'];
  if (submission.status !== 'success') return { result: submission.reply({ hideFields }) };
  const lang = languageOf(request);
  const t = translator(lang);
  // The page's language goes along so the verification e-mail is written in it.
  const res = await tryApi(() =>
    api.auth.signup({ body: submission.value, extraHeaders: onBehalfOf(context, lang) }),
  );
  if (res?.status === 201) {
    const session = await getSession(request);
    flashToast(
      session,
      toast('success', t('register.successTitle'), translateSentence(lang, res.body.message)),
    );
    return redirectWithSession(
      session,
      `/email-verification?email=${encodeURIComponent(submission.value.email)}`,
    );
  }
  const failure: AccountFailure = {
    title: t('register.failedTitle'),
    message: translateSentence(lang, serverMessage(res?.body, t('register.failedFallback'))),
  };
  return { result: submission.reply({ hideFields }), failure };
}

export default function Register() {
  const actionData = useActionData<typeof action>();
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'register',
    lastResult: actionData?.result,
    constraint: getZodConstraint(registerSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
  });
  const failure = actionData && 'failure' in actionData ? actionData.failure : undefined;
  const [failureOpen, closeFailure] = useDismissable(failure);
  // Spec 5: a submitted form with errors also says so as a whole.
  const invalid = form.status === 'error' && !failure;
  return (
    <AccountCard title={t('register.title')} intro={t('register.intro')}>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            field={fields.username}
            label={t('field.firstName')}
            type="text"
            autoComplete="given-name"
          />
          <TextField
            field={fields.lastname}
            label={t('field.lastName')}
            type="text"
            autoComplete="family-name"
          />
        </div>
        <TextField field={fields.email} label={t('field.email')} type="email" autoComplete="email" />
        <TextField
          field={fields.password}
          label={t('field.password')}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          field={fields.confirmPassword}
          label={t('field.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        {invalid && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {t('register.invalidForm')}
          </p>
        )}
        <button type="submit" className={submitButton} disabled={busy}>
          {t('register.submit')}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className={textLink}>
          {t('register.loginLink')}
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
