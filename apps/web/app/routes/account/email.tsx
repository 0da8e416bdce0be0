import { changeEmailSchema, confirmEmailSchema } from '@farm/contract';
import { Link } from 'react-router';
import type { Route } from './+types/email';
import { CodeField, CurrentPasswordField } from '#app/accounts/account-fields';
import { AccountForm } from '#app/accounts/account-form';
import { submitAccountForm } from '#app/accounts/account-action.server';
import { Field, FailureDialog, SubmitButton, useActionForm } from '#app/components/forms';
import { textLinkClass } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { accountMeta } from '#app/lib/account-meta';
import { bodyOrNotFound, userApi } from '#app/lib/api.server';
import { keepingDevice } from '#app/lib/device-cookie.server';
import { privatePage } from '#app/lib/page-cache';
import { readForm } from '#app/lib/read-form.server';
import { withChangedUser } from '#app/lib/session.server';
import { SettingsCard } from '#app/routes/account/settings-card';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.email');
export const headers = privatePage;

/** The query key of the link from the code step back to the first step, to send a code to another address. */
const ANOTHER = 'another';

/**
 * The address the account has, and the one a change waiting for its code would move it to, as the API says
 * while that code can still be used: the page shows the code step for it, on a fresh visit too, and the
 * first step when none waits, whatever the URL says (docs/decisions/241-changing-the-e-mail-address.md).
 * With `?another`, the first step, to send a code to another address instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, user } = await userApi(request, context);
  if (new URL(request.url).searchParams.has(ANOTHER)) return { email: user.email, to: '' };
  const { pendingEmail } = bodyOrNotFound(await api.account.getPendingEmail()).data;
  return { email: user.email, to: pendingEmail ?? '' };
}

/**
 * Moves the account to a new address (docs/decisions/241-changing-the-e-mail-address.md): the new address
 * and the password send a code there; the code, posted back, makes the move. The session cookie's copy of
 * the user takes the new address at once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, token, user } = await userApi(request, context);
  const form = await readForm(request);
  const refusal = { title: 'account.email.failedTitle', fallback: 'login.failedFallback' } as const;
  if (form.has('code')) {
    return submitAccountForm({ request, context }, form, {
      schema: confirmEmailSchema,
      hideAfterRefusal: ['code'],
      call: (_anonymous, body) => api.account.confirmEmail({ body }),
      onReply: (res, { moveOn }) =>
        res.status === 200
          ? keepingDevice(
              request,
              moveOn(
                'account.email.changedTitle',
                res.body,
                '/account/profile',
                withChangedUser(res.body.data, token),
              ),
              res.body.data.email,
              res.body.deviceToken,
              user.email,
            )
          : undefined,
      refusal,
    });
  }
  return submitAccountForm({ request, context }, form, {
    schema: changeEmailSchema,
    hideFields: ['currentPassword'],
    call: (_anonymous, body) => api.account.changeEmail({ body }),
    // Back to this page, which opens at the code step for the address the API keeps waiting (the loader
    // asks it); the address stays out of the URL, and so out of the browser's history.
    onReply: (res, { moveOn }) =>
      res.status === 200 ? moveOn('account.email.sentTitle', res.body, '/account/email') : undefined,
    refusal,
  });
}

export default function AccountEmail({ loaderData }: Route.ComponentProps) {
  const { email, to } = loaderData;
  return to ? <ConfirmEmail to={to} /> : <NewEmail email={email} />;
}

function NewEmail({ email }: { email: string }) {
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm('change-email', changeEmailSchema);
  return (
    <SettingsCard
      id="email-heading"
      title={t('account.email')}
      intro={<NamingAddress text={t('account.email.intro', { email: ADDRESS })} address={email} />}
    >
      <AccountForm form={form}>
        <Field
          field={fields.email}
          label={t('account.email.new')}
          type="email"
          inputProps={{ autoComplete: 'email' }}
        />
        <CurrentPasswordField field={fields.currentPassword} label={t('account.password.current')} />
        <SubmitButton busy={busy}>{t('account.email.send')}</SubmitButton>
      </AccountForm>
      <FailureDialog failure={failure} />
    </SettingsCard>
  );
}

function ConfirmEmail({ to }: { to: string }) {
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm('confirm-email', confirmEmailSchema);
  return (
    <SettingsCard
      id="email-heading"
      title={t('account.email.codeTitle')}
      intro={<NamingAddress text={t('account.email.codeIntro', { to: ADDRESS })} address={to} />}
    >
      <AccountForm form={form}>
        <CodeField field={fields.code} />
        <SubmitButton busy={busy}>{t('account.email.confirm')}</SubmitButton>
      </AccountForm>
      <p className="mt-4 text-sm">
        <Link to={`/account/email?${ANOTHER}`} className={textLinkClass}>
          {t('account.email.another')}
        </Link>
      </p>
      <FailureDialog failure={failure} />
    </SettingsCard>
  );
}

/** Where a sentence names the address: the address is put in its place, left to right in Arabic text too. */
const ADDRESS = '\u0000';

function NamingAddress({ text, address }: { text: string; address: string }) {
  const [before, after] = text.split(ADDRESS);
  return (
    <>
      {before}
      <bdi dir="ltr" className="font-semibold break-all">
        {address}
      </bdi>
      {after}
    </>
  );
}
