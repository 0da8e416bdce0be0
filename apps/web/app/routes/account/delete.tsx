import { deleteAccountSchema } from '@farm/contract';
import type { Route } from './+types/delete';
import { CurrentPasswordField } from '#app/accounts/account-fields';
import { submitAccountForm } from '#app/accounts/account-action.server';
import { SubmitButton, useActionForm } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import { accountMeta } from '#app/lib/account-meta';
import { userApi } from '#app/lib/api.server';
import { forgetSignedIn } from '#app/lib/session.server';
import { SettingsForm } from '#app/routes/account/settings-card';
import { signedInOnly } from '#app/routes/account/signed-in-only.server';
import { privatePage } from '#app/lib/page-cache';
import { readForm } from '#app/lib/read-form.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.delete');
export const headers = privatePage;

export const loader = signedInOnly;

/**
 * Deletes the account once the password confirms it (docs/decisions/172-deleting-an-account.md); the
 * API has ended every session, so this browser forgets its token and lands on the home page signed out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, token } = await userApi(request, context);
  return submitAccountForm({ request, context }, await readForm(request), {
    schema: deleteAccountSchema,
    hideFields: ['password'],
    call: (_anonymous, body) => api.account.deleteAccount({ body }),
    onReply: (res, { moveOn }) =>
      res.status === 200
        ? moveOn('account.delete.doneTitle', res.body, '/home', (session) =>
            forgetSignedIn(session, context, token),
          )
        : undefined,
    refusal: { title: 'account.delete.failedTitle', fallback: 'login.failedFallback' },
  });
}

export default function AccountDelete() {
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm('delete-account', deleteAccountSchema);
  return (
    <SettingsForm id="delete-heading" name="account.delete" form={form} failure={failure}>
      <CurrentPasswordField field={fields.password} label={t('account.delete.password')} />
      <SubmitButton busy={busy} variant="danger">
        {t('account.delete.submit')}
      </SubmitButton>
    </SettingsForm>
  );
}
