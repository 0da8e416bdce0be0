import { profileSchema } from '@farm/contract';
import { Link } from 'react-router';
import type { Route } from './+types/profile';
import { NameFields } from '#app/accounts/account-fields';
import { AccountForm } from '#app/accounts/account-form';
import { submitAccountForm } from '#app/accounts/account-action.server';
import { FailureDialog, SubmitButton, useActionForm } from '#app/components/forms';
import { buttonVariants, textLinkClass } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { accountMeta } from '#app/lib/account-meta';
import { userApi } from '#app/lib/api.server';
import { withChangedUser } from '#app/lib/session.server';
import { SettingsCard } from '#app/routes/account/settings-card';
import { privatePage } from '#app/lib/page-cache';
import { readForm } from '#app/lib/read-form.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.profile');
export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await userApi(request, context);
  return { user };
}

/** Saves the name; the session cookie's copy of the user changes with it, so every page says the new name. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, token } = await userApi(request, context);
  return submitAccountForm({ request, context }, await readForm(request), {
    schema: profileSchema,
    call: (_anonymous, body) => api.account.updateProfile({ body }),
    onReply: (res, { moveOn }) =>
      res.status === 200
        ? moveOn(
            'account.profile.savedTitle',
            res.body,
            '/account/profile',
            withChangedUser(res.body.data, token),
          )
        : undefined,
    refusal: { title: 'account.profile.failedTitle', fallback: 'login.failedFallback' },
  });
}

export default function AccountProfile({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm('profile', profileSchema, {
    defaultValue: { username: user.username, lastname: user.lastname },
  });
  return (
    <div className="flex flex-col gap-6">
      <SettingsCard id="profile-heading" title={t('account.profile')} intro={t('account.profile.intro')}>
        <AccountForm form={form}>
          <NameFields username={fields.username} lastname={fields.lastname} />
          <SubmitButton busy={busy}>{t('account.profile.save')}</SubmitButton>
        </AccountForm>
      </SettingsCard>
      <SettingsCard id="security-heading" title={t('account.profile.security')}>
        <ul className="space-y-2">
          {(['password', 'email'] as const).map((page) => (
            <li key={page}>
              <Link to={`/account/${page}`} className={textLinkClass}>
                {t(`account.${page}`)}
              </Link>
            </li>
          ))}
          <li>
            {/* A file (the answer says so), not a page: the browser fetches it itself, with or without JavaScript. */}
            <a href="/account/export" className={textLinkClass}>
              {t('account.export')}
            </a>
            <p className="mt-1 text-sm text-gray-700">{t('account.export.hint')}</p>
          </li>
          {/* An admin's account is never deleted from here (the API refuses it): no way offered to try. */}
          {user.role !== 'Admin' && (
            <li>
              <Link to="/account/delete" className={buttonVariants({ variant: 'dangerLink' })}>
                {t('account.delete')}
              </Link>
            </li>
          )}
        </ul>
      </SettingsCard>
      <FailureDialog failure={failure} />
    </div>
  );
}
