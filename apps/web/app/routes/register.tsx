import { registerSchema } from '@farm/contract';
import { Link } from 'react-router';
import type { Route } from './+types/register';
import { AccountCard } from '#app/accounts/account-card';
import { EmailField, NameFields, NewPasswordFields } from '#app/accounts/account-fields';
import { AccountForm } from '#app/accounts/account-form';
import { FailureDialog, SubmitButton, useActionForm } from '#app/components/forms';
import { accountMeta } from '#app/lib/account-meta';
import { withEmail } from '#app/accounts/account-paths';
import { submitAccountForm } from '#app/accounts/account-action.server';
import { textLinkClass } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { readForm } from '#app/lib/read-form.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'register.title');

export async function action({ request, context }: Route.ActionArgs) {
  return submitAccountForm({ request, context }, await readForm(request), {
    schema: registerSchema,
    hideFields: ['password', 'confirmPassword'],
    call: (api, body) => api.auth.signup({ body }),
    onReply: (res, { value, moveOn }) =>
      res.status === 201
        ? moveOn('register.successTitle', res.body, withEmail('/email-verification', value.email))
        : undefined,
    refusal: { title: 'register.failedTitle', fallback: 'register.failedFallback' },
  });
}

export default function Register() {
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm('register', registerSchema);
  // docs/product-rules.md §5: a submitted form with errors also says so as a whole.
  const invalid = form.status === 'error' && !failure;
  return (
    <AccountCard title={t('register.title')} intro={t('register.intro')}>
      <AccountForm form={form}>
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          <NameFields username={fields.username} lastname={fields.lastname} />
        </div>
        <EmailField field={fields.email} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          passwordLabel={t('field.password')}
        />
        {invalid && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {t('register.invalidForm')}
          </p>
        )}
        <SubmitButton busy={busy}>{t('register.submit')}</SubmitButton>
      </AccountForm>
      <p className="mt-6 text-sm">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className={textLinkClass}>
          {t('register.loginLink')}
        </Link>
      </p>
      <FailureDialog failure={failure} />
    </AccountCard>
  );
}
