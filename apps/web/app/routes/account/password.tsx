import { changePasswordSchema } from '@farm/contract';
import type { Route } from './+types/password';
import { AccountForm } from '#app/accounts/account-form';
import { NewPasswordFields } from '#app/accounts/account-fields';
import { submitAccountForm } from '#app/accounts/account-action.server';
import { FailureDialog, Field, SubmitButton, useActionForm } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import { accountMeta } from '#app/lib/account-meta';
import { userApi } from '#app/lib/api.server';
import { SettingsCard } from '#app/routes/account/settings-card';
import { privatePage } from '#app/lib/page-cache';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.password');
export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  await userApi(request, context);
  return null;
}

/** Changes the password (docs/decisions/170-account-settings.md); this browser stays signed in, the others end. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await userApi(request, context);
  return submitAccountForm({ request, context }, await request.formData(), {
    schema: changePasswordSchema,
    hideFields: ['currentPassword', 'password', 'confirmPassword'],
    call: (_anonymous, body) => api.account.changePassword({ body }),
    onReply: (res, { moveOn }) =>
      res.status === 200 ? moveOn('account.password.changedTitle', res.body, '/account/profile') : undefined,
    refusal: { title: 'account.password.failedTitle', fallback: 'login.failedFallback' },
  });
}

export default function AccountPassword() {
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm('change-password', changePasswordSchema);
  return (
    <SettingsCard id="password-heading" title={t('account.password')} intro={t('account.password.intro')}>
      <AccountForm form={form}>
        <Field
          field={fields.currentPassword}
          label={t('account.password.current')}
          type="password"
          inputProps={{ autoComplete: 'current-password' }}
        />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          passwordLabel={t('field.newPassword')}
        />
        <SubmitButton busy={busy}>{t('account.password')}</SubmitButton>
      </AccountForm>
      <FailureDialog failure={failure} />
    </SettingsCard>
  );
}
