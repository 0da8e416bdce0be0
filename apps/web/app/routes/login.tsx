import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { loginSchema } from '@farm/contract';
import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
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
import {
  flashToast,
  getSession,
  landingPathFor,
  redirectWithSession,
  signedInOf,
  signIn,
} from '../lib/session.server';

export const meta: MetaFunction = ({ matches }) => accountMeta(matches, 'login.title');

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get('redirectTo') ?? '';
  const signedIn = signedInOf(await getSession(request));
  if (signedIn) throw redirect(landingPathFor(signedIn.user, redirectTo));
  return { email: url.searchParams.get('email') ?? '', redirectTo };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['password'] }) };
  const lang = languageOf(request);
  const t = translator(lang);
  const res = await tryApi(() =>
    api.auth.signin({ body: submission.value, extraHeaders: onBehalfOf(context, lang) }),
  );
  if (res?.status === 200) {
    const welcome = toast('success', t('login.successTitle'), t('login.successMessage'));
    return signIn(
      request,
      res.body.token,
      res.body.data,
      welcome,
      landingPathFor(res.body.data, formData.get('redirectTo')),
    );
  }
  if (res?.status === 403) {
    // Not verified yet: the API has mailed a fresh code; continue on the verification screen.
    const session = await getSession(request);
    flashToast(
      session,
      toast('info', t('verify.title'), translateSentence(lang, serverMessage(res.body, ''))),
    );
    return redirectWithSession(
      session,
      `/email-verification?email=${encodeURIComponent(submission.value.email)}`,
    );
  }
  const failure: AccountFailure = {
    title: t('login.failedTitle'),
    message: translateSentence(lang, serverMessage(res?.body, t('login.failedFallback'))),
  };
  return { result: submission.reply({ hideFields: ['password'] }), failure };
}

export default function Login() {
  const { email, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'login',
    lastResult: actionData?.result,
    defaultValue: { email },
    constraint: getZodConstraint(loginSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const failure = actionData && 'failure' in actionData ? actionData.failure : undefined;
  const [failureOpen, closeFailure] = useDismissable(failure);
  return (
    <AccountCard title={t('login.title')} intro={t('login.intro')}>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField field={fields.email} label={t('field.email')} type="email" autoComplete="email" />
        <TextField
          field={fields.password}
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
        />
        <button type="submit" className={submitButton} disabled={busy}>
          {t('login.submit')}
        </button>
      </Form>
      <div className="mt-6 flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/forget" className={textLink}>
          {t('login.forgotLink')}
        </Link>
        <p>
          {t('login.noAccount')}{' '}
          <Link to="/register" className={textLink}>
            {t('login.registerLink')}
          </Link>
        </p>
      </div>
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
