import { getInputProps } from '@conform-to/react';
import { resetPasswordByLinkSchema, resetPasswordSchema } from '@farm/contract';
import type { Route } from './+types/reset-password';
import { AccountCard } from '#app/accounts/account-card';
import { CodeField, EmailField, NewPasswordFields } from '#app/accounts/account-fields';
import { AccountForm } from '#app/accounts/account-form';
import { ErrorList, FailureDialog, SubmitButton, useActionForm } from '#app/components/forms';
import { accountMeta } from '#app/lib/account-meta';
import { withEmail } from '#app/accounts/account-paths';
import { submitAccountForm } from '#app/accounts/account-action.server';
import { LinkLine } from '#app/shop/titled-section';
import { useI18n } from '#app/i18n/context';
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

/** Either way ends the same: every earlier token ended, this browser's included, so on to /login signed out. */
const resetDone: Parameters<typeof submitAccountForm>[2]['onReply'] = (res, { value, moveOn }) =>
  res.status === 200
    ? moveOn(
        'reset.successTitle',
        res.body,
        withEmail('/login', (value as { email: string }).email),
        (session) => {
          session.unset('token');
          session.unset('user');
        },
      )
    : undefined;

const refusal = { title: 'reset.failedTitle', fallback: 'login.failedFallback' } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return form.has('token')
    ? submitAccountForm({ request, context }, form, {
        schema: resetPasswordByLinkSchema,
        hideFields: ['password', 'confirmPassword'],
        call: (api, body) => api.auth.resetPasswordByLink({ body }),
        onReply: resetDone,
        refusal,
      })
    : submitAccountForm({ request, context }, form, {
        schema: resetPasswordSchema,
        hideFields: ['code', 'password', 'confirmPassword'],
        call: (api, body) => api.auth.resetPassword({ body }),
        onReply: resetDone,
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
  const { key, ...tokenInput } = getInputProps(fields.token, { type: 'hidden' });
  return (
    <>
      <AccountForm form={form}>
        <input key={key} {...tokenInput} />
        {/* A token cut short when the link was copied: said here, as the field itself is hidden. */}
        {fields.token.errors ? (
          <div role="alert">
            <ErrorList id={fields.token.errorId} errors={fields.token.errors} />
          </div>
        ) : null}
        <EmailField field={fields.email} readOnly={Boolean(email)} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <SubmitButton busy={busy}>{t('reset.submit')}</SubmitButton>
      </AccountForm>
      <FailureDialog failure={failure} />
    </>
  );
}
