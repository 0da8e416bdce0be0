import { forgotPasswordSchema } from '@farm/contract';
import { type ActionFunctionArgs, Link, useLoaderData } from 'react-router';
import { AccountCard } from '../accounts/account-card';
import { EmailField } from '../accounts/account-fields';
import { AccountForm, SubmitButton } from '../accounts/account-form';
import { accountMetaFor } from '../accounts/account-meta';
import { emailFromQuery, withEmail } from '../accounts/account-paths';
import { submitAccountForm } from '../accounts/account-action.server';
import { textLink } from '../accounts/text-field';
import { useAccountForm } from '../accounts/use-account-form';
import { useI18n } from '../i18n/context';
import { api } from '../lib/api.server';

export const meta = accountMetaFor('forget.title');

export const loader = emailFromQuery;

export async function action({ request, context }: ActionFunctionArgs) {
  return submitAccountForm({ request, context }, await request.formData(), {
    schema: forgotPasswordSchema,
    call: (body, extraHeaders) => api.auth.forgotPassword({ body, extraHeaders }),
    // docs/product-rules.md §4: show the server's message and carry the e-mail on to the reset screen.
    onReply: (res, { value, moveOn }) =>
      res.status === 200
        ? moveOn('forget.sentTitle', res.body, withEmail('/reset-password', value.email))
        : undefined,
    // docs/product-rules.md §8: a failed forgot-password request is logged only, with no message for the user.
    refusal: { logAs: 'Forgot password failed:' },
  });
}

export default function Forget() {
  const { email } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const { form, fields, busy } = useAccountForm('forget', forgotPasswordSchema, { email });
  return (
    <AccountCard title={t('forget.title')} intro={t('forget.intro')}>
      <AccountForm form={form}>
        <EmailField field={fields.email} />
        <SubmitButton busy={busy}>{t('forget.submit')}</SubmitButton>
      </AccountForm>
      <p className="mt-6 text-sm">
        <Link to="/login" className={textLink}>
          {t('forget.backToLogin')}
        </Link>
      </p>
    </AccountCard>
  );
}
