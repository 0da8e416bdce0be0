import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { forgotPasswordSchema } from '@farm/contract';
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
import { submitButton, TextField, textLink } from '../accounts/text-field';
import { toast } from '../components/feedback/toast-model';
import { useI18n } from '../i18n/context';
import { translator } from '../i18n/messages';
import { translateSentence } from '../i18n/sentences';
import { api, onBehalfOf } from '../lib/api.server';
import { languageOf } from '../lib/language.server';
import { flashToast, getSession, redirectWithSession } from '../lib/session.server';

export const meta: MetaFunction = ({ matches }) => accountMeta(matches, 'forget.title');

export function loader({ request }: LoaderFunctionArgs) {
  return { email: new URL(request.url).searchParams.get('email') ?? '' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== 'success') return { result: submission.reply() };
  const lang = languageOf(request);
  const res = await tryApi(() =>
    api.auth.forgotPassword({ body: submission.value, extraHeaders: onBehalfOf(context, lang) }),
  );
  if (res?.status === 200) {
    // Spec 4: show the server's message and carry the e-mail on to the reset screen.
    const session = await getSession(request);
    flashToast(
      session,
      toast('success', translator(lang)('forget.sentTitle'), translateSentence(lang, res.body.message)),
    );
    return redirectWithSession(
      session,
      `/reset-password?email=${encodeURIComponent(submission.value.email)}`,
    );
  }
  // Spec 8: a failed forgot-password request is logged only, with no message for the user.
  console.error('Forgot password failed:', res ? `status ${res.status}` : 'API unreachable');
  return { result: submission.reply() };
}

export default function Forget() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'forget',
    lastResult: actionData?.result,
    defaultValue: { email },
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  return (
    <AccountCard title={t('forget.title')} intro={t('forget.intro')}>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <TextField field={fields.email} label={t('field.email')} type="email" autoComplete="email" />
        <button type="submit" className={submitButton} disabled={busy}>
          {t('forget.submit')}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/login" className={textLink}>
          {t('forget.backToLogin')}
        </Link>
      </p>
    </AccountCard>
  );
}
