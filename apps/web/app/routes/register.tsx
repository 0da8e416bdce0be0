import { registerSchema } from '@farm/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/register';
import { AccountCard } from '#app/accounts/account-card';
import { EmailField, NameFields, NewPasswordFields } from '#app/accounts/account-fields';
import { AccountForm } from '#app/accounts/account-form';
import { FailureDialog, SubmitButton, useActionForm } from '#app/components/forms';
import { MessageDialog } from '#app/components/feedback/dialog';
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
  // A submitted form whose only fault is two different passwords says so in the Password Mismatch dialog,
  // opened again by every such submission; any other fault says the form is invalid (docs/product-rules.md
  // §5, docs/decisions/260-words-beside-the-rules.md).
  const faults = Object.values(form.allErrors).flat();
  const mismatch = form.status === 'error' && faults.length === 1 && faults[0] === 'passwordMismatch';
  const invalid = form.status === 'error' && !failure && !mismatch;
  const [submissions, setSubmissions] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  return (
    <AccountCard title={t('register.title')} intro={t('register.intro')}>
      <AccountForm form={form} onSubmitted={() => setSubmissions((count) => count + 1)}>
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
      <MessageDialog
        open={mismatch && dismissedAt !== submissions}
        tone="error"
        title={t('register.mismatchTitle')}
        message={t('register.mismatchText')}
        okLabel={t('dialog.ok')}
        onClose={() => setDismissedAt(submissions)}
      />
    </AccountCard>
  );
}
