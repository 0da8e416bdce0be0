import { changePasswordSchema } from '@farm/contract';
import type { Route } from './+types/password';
import { CurrentPasswordField, NewPasswordFields } from '#app/accounts/account-fields';
import { submitAccountForm } from '#app/accounts/account-action.server';
import { SubmitButton, useActionForm } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import { accountMeta } from '#app/lib/account-meta';
import { userApi } from '#app/lib/api.server';
import { keepingDevice } from '#app/lib/device-cookie.server';
import { SettingsForm } from '#app/routes/account/settings-card';
import { signedInOnly } from '#app/routes/account/signed-in-only.server';
import { privatePage } from '#app/lib/page-cache';
import { readForm } from '#app/lib/read-form.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.password');
export const headers = privatePage;

export const loader = signedInOnly;

/** Changes the password (docs/decisions/170-account-settings.md); this browser stays signed in, the others end. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, user } = await userApi(request, context);
  return submitAccountForm({ request, context }, await readForm(request), {
    schema: changePasswordSchema,
    hideFields: ['currentPassword', 'password', 'confirmPassword'],
    call: (_anonymous, body) => api.account.changePassword({ body }),
    onReply: (res, { moveOn }) =>
      res.status === 200
        ? keepingDevice(
            request,
            moveOn('account.password.changedTitle', res.body, '/account/profile'),
            user.email,
            res.body.deviceToken,
          )
        : undefined,
    refusal: { title: 'account.password.failedTitle', fallback: 'login.failedFallback' },
  });
}

export default function AccountPassword() {
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm('change-password', changePasswordSchema);
  return (
    <SettingsForm id="password-heading" name="account.password" form={form} failure={failure}>
      <CurrentPasswordField field={fields.currentPassword} label={t('account.password.current')} />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <SubmitButton busy={busy}>{t('account.password')}</SubmitButton>
    </SettingsForm>
  );
}
