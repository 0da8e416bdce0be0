import { registerSchema } from '@farm/contract';
import { type ActionFunctionArgs, Link } from 'react-router';
import { AccountCard } from '../accounts/account-card';
import { EmailField, NewPasswordFields } from '../accounts/account-fields';
import { AccountForm, FailureDialog, SubmitButton } from '../accounts/account-form';
import { accountMetaFor } from '../accounts/account-meta';
import { withEmail } from '../accounts/account-paths';
import { submitAccountForm } from '../accounts/account-action.server';
import { TextField, textLink } from '../accounts/text-field';
import { useAccountForm } from '../accounts/use-account-form';
import { useI18n } from '../i18n/context';
import { api } from '../lib/api.server';

export const meta = accountMetaFor('register.title');

export async function action({ request, context }: ActionFunctionArgs) {
  return submitAccountForm({ request, context }, await request.formData(), {
    schema: registerSchema,
    hideFields: ['password', 'confirmPassword'],
    call: (body, extraHeaders) => api.auth.signup({ body, extraHeaders }),
    onReply: (res, { value, moveOn }) =>
      res.status === 201
        ? moveOn('register.successTitle', res.body, withEmail('/email-verification', value.email))
        : undefined,
    refusal: { title: 'register.failedTitle', fallback: 'register.failedFallback' },
  });
}

export default function Register() {
  const { t } = useI18n();
  const { form, fields, busy, failure } = useAccountForm('register', registerSchema);
  // docs/product-rules.md §5: a submitted form with errors also says so as a whole.
  const invalid = form.status === 'error' && !failure;
  return (
    <AccountCard title={t('register.title')} intro={t('register.intro')}>
      <AccountForm form={form}>
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
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
        <Link to="/login" className={textLink}>
          {t('register.loginLink')}
        </Link>
      </p>
      <FailureDialog failure={failure} />
    </AccountCard>
  );
}
