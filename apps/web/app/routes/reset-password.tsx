import { resetDoneSchema, resetPasswordByLinkSchema, resetPasswordSchema } from '@farm/contract';
import type { Route } from './+types/reset-password';
import { AccountCard } from '#app/accounts/account-card';
import { CodeField, EmailField, LinkTokenField, NewPasswordFields } from '#app/accounts/account-fields';
import { AccountForm } from '#app/accounts/account-form';
import { FailureDialog, SubmitButton, useActionForm } from '#app/components/forms';
import { accountMeta } from '#app/lib/account-meta';
import { withEmail } from '#app/accounts/account-paths';
import { type AccountScreen, submitAccountForm } from '#app/accounts/account-action.server';
import { LinkLine } from '#app/shop/titled-section';
import { useI18n } from '#app/i18n/context';
import { keepingDevice } from '#app/lib/device-cookie.server';
import { privatePage } from '#app/lib/page-cache';
import { readForm } from '#app/lib/read-form.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'reset.title');

// Opened from a reset mail's link, the page holds the link's token: no cache keeps it.
export const headers = privatePage;

/** The e-mail carried on from /forget, and the token of a reset mail's link (docs/decisions/238-reset-links.md). */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return { email: query.get('email') ?? '', token: query.get('token') ?? '' };
}

/**
 * Either way ends the same: every earlier token ended, this browser's included, so on to /login signed out.
 * The browser keeps the device token the reset gave it (docs/decisions/160-device-cookies.md).
 */
const resetDone =
  (request: Request) =>
  (res: { status: number; body: unknown }, { value, moveOn }: AccountScreen<{ email: string }>) => {
    if (res.status !== 200) return undefined;
    const answer = moveOn('reset.successTitle', res.body, withEmail('/login', value.email), (session) => {
      session.unset('token');
      session.unset('user');
    });
    // Done, whatever else the answer holds; the device token is kept when it came.
    const done = resetDoneSchema.safeParse(res.body);
    return done.success ? keepingDevice(request, answer, value.email, done.data.deviceToken) : answer;
  };

const refusal = { title: 'reset.failedTitle', fallback: 'login.failedFallback' } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return form.has('token')
    ? submitAccountForm({ request, context }, form, {
        schema: resetPasswordByLinkSchema,
        hideFields: ['password', 'confirmPassword'],
        call: (api, body) => api.auth.resetPasswordByLink({ body }),
        onReply: resetDone(request),
        refusal,
      })
    : submitAccountForm({ request, context }, form, {
        schema: resetPasswordSchema,
        hideFields: ['password', 'confirmPassword'],
        // A refused code is typed afresh; one refused for the password alone stays for the next try.
        hideAfterRefusal: ['code'],
        call: (api, body) => api.auth.resetPassword({ body }),
        onReply: resetDone(request),
        refusal,
      });
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { email, token } = loaderData;
  const { t } = useI18n();
  return (
    <AccountCard title={t('reset.title')} intro={t(token ? 'reset.linkIntro' : 'reset.intro')}>
      {token ? <ResetByLink email={email} token={token} /> : <ResetByCode email={email} />}
      <LinkLine to={withEmail('/forget', email)} className="mt-6 text-sm">
        {t('reset.requestAgain')}
      </LinkLine>
    </AccountCard>
  );
}

function ResetByCode({ email }: { email: string }) {
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm('reset-password', resetPasswordSchema, {
    defaultValue: { email },
  });
  return (
    <>
      <AccountForm form={form}>
        <EmailField field={fields.email} />
        <CodeField field={fields.code} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <SubmitButton busy={busy}>{t('reset.submit')}</SubmitButton>
      </AccountForm>
      <FailureDialog failure={failure} />
    </>
  );
}

/** The link's own form: the address it was sent to, shown but not changed, and the new password. */
function ResetByLink({ email, token }: { email: string; token: string }) {
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm('reset-password-link', resetPasswordByLinkSchema, {
    defaultValue: { email, token },
  });
  return (
    <>
      <AccountForm form={form}>
        <LinkTokenField field={fields.token} />
        <EmailField field={fields.email} readOnly={Boolean(email)} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <SubmitButton busy={busy}>{t('reset.submit')}</SubmitButton>
      </AccountForm>
      <FailureDialog failure={failure} />
    </>
  );
}
