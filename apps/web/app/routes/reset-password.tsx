import { resetPasswordSchema } from '@farm/contract';
import type { Route } from './+types/reset-password';
import { AccountCard } from '#app/accounts/account-card';
import { CodeField, EmailField, NewPasswordFields } from '#app/accounts/account-fields';
import { AccountForm } from '#app/accounts/account-form';
import { FailureDialog, SubmitButton, useActionForm } from '#app/components/forms';
import { accountMeta } from '#app/lib/account-meta';
import { emailFromQuery, withEmail } from '#app/accounts/account-paths';
import { submitAccountForm } from '#app/accounts/account-action.server';
import { LinkLine } from '#app/shop/titled-section';
import { useI18n } from '#app/i18n/context';
import { readForm } from '#app/lib/read-form.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'reset.title');

export const loader = emailFromQuery;

export async function action({ request, context }: Route.ActionArgs) {
  return submitAccountForm({ request, context }, await readForm(request), {
    schema: resetPasswordSchema,
    hideFields: ['code', 'password', 'confirmPassword'],
    call: (api, body) => api.auth.resetPassword({ body }),
    onReply: (res, { value, moveOn }) =>
      res.status === 200
        ? moveOn(
            'reset.successTitle',
            res.body,
            withEmail('/login', value.email),
            // The reset ended every earlier token, this browser's included: start signed out.
            (session) => {
              session.unset('token');
              session.unset('user');
            },
          )
        : undefined,
    refusal: { title: 'reset.failedTitle', fallback: 'login.failedFallback' },
  });
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm('reset-password', resetPasswordSchema, {
    defaultValue: {
      email,
    },
  });
  return (
    <AccountCard title={t('reset.title')} intro={t('reset.intro')}>
      <AccountForm form={form}>
        <EmailField field={fields.email} />
        <CodeField field={fields.code} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <SubmitButton busy={busy}>{t('reset.submit')}</SubmitButton>
      </AccountForm>
      <LinkLine to={withEmail('/forget', email)} className="mt-6 text-sm">
        {t('reset.requestAgain')}
      </LinkLine>
      <FailureDialog failure={failure} />
    </AccountCard>
  );
}
