import { resendVerificationSchema, verifyEmailByLinkSchema, verifyEmailSchema } from '@farm/contract';
import { Form } from 'react-router';
import type { Route } from './+types/email-verification';
import { AccountCard } from '#app/accounts/account-card';
import { CodeField, EmailField, LinkTokenField } from '#app/accounts/account-fields';
import { AccountForm } from '#app/accounts/account-form';
import { FailureDialog, SubmitButton, useActionForm } from '#app/components/forms';
import { accountMeta } from '#app/lib/account-meta';
import { withEmail } from '#app/accounts/account-paths';
import { type AccountScreen, submitAccountForm } from '#app/accounts/account-action.server';
import { textLinkClass, unavailable } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { privatePage } from '#app/lib/page-cache';
import { readForm } from '#app/lib/read-form.server';
import { LinkLine } from '#app/shop/titled-section';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'verify.title');

// Opened from a verification mail's link, the page holds the link's token: no cache keeps it.
export const headers = privatePage;

/** The e-mail carried on from registering, and the token of a verification mail's link (docs/decisions/244-verification-links.md). */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return { email: query.get('email') ?? '', token: query.get('token') ?? '' };
}

const refusal = { title: 'verify.failedTitle', fallback: 'login.failedFallback' } as const;

/** The schema of the pressed button: resending asks only for the e-mail. */
const schemaFor = (formData: FormData) =>
  formData.get('intent') === 'resend' ? resendVerificationSchema : verifyEmailSchema;

/**
 * The code form has two buttons: `intent=verify` checks the code, `intent=resend` asks for a new one. The
 * link's form carries the link's token instead of a code.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  if (formData.get('intent') === 'resend') {
    return submitAccountForm({ request, context }, formData, {
      schema: resendVerificationSchema,
      call: (api, body) => api.auth.resendVerification({ body }),
      onReply: (res, { value, moveOn }) =>
        res.status === 200
          ? moveOn('verify.resentTitle', res.body, withEmail('/email-verification', value.email))
          : undefined,
      refusal,
    });
  }
  const verified = (
    res: { status: number; body: unknown },
    email: string,
    moveOn: AccountScreen<unknown>['moveOn'],
  ) => (res.status === 200 ? moveOn('verify.successTitle', res.body, withEmail('/login', email)) : undefined);
  if (formData.has('token')) {
    return submitAccountForm({ request, context }, formData, {
      schema: verifyEmailByLinkSchema,
      call: (api, body) => api.auth.verifyEmailByLink({ body }),
      onReply: (res, { value, moveOn }) => verified(res, value.email, moveOn),
      refusal,
    });
  }
  return submitAccountForm({ request, context }, formData, {
    schema: verifyEmailSchema,
    // A refused code is cleared for the next try; a malformed one stays to be corrected.
    hideAfterRefusal: ['code'],
    call: (api, body) => api.auth.verifyEmail({ body }),
    onReply: (res, { value, moveOn }) => verified(res, value.email, moveOn),
    refusal,
  });
}

export default function EmailVerification({ loaderData }: Route.ComponentProps) {
  const { email, token } = loaderData;
  const { t } = useI18n();
  return (
    <AccountCard title={t('verify.title')} intro={t(token ? 'verify.linkIntro' : 'verify.intro')}>
      {token ? (
        <>
          <VerifyByLink email={email} token={token} />
          <LinkLine to={withEmail('/email-verification', email)} className="mt-6 text-sm">
            {t('verify.useCode')}
          </LinkLine>
          <LinkLine to={withEmail('/login', email)} className="mt-2 text-sm">
            {t('verify.alreadyVerified')}
          </LinkLine>
        </>
      ) : (
        <VerifyByCode email={email} />
      )}
    </AccountCard>
  );
}

function VerifyByCode({ email }: { email: string }) {
  const { t } = useI18n();
  // "Send a new code" needs only the e-mail: the code field may be empty (it is why one asks).
  const { form, fields, busy, failure } = useActionForm('verify-email', verifyEmailSchema, {
    defaultValue: { email },
    schemaFor: schemaFor,
  });
  return (
    <>
      {/* One form, so "send a new code" uses the address typed here; Enter submits the first button, Verify. */}
      <AccountForm form={form}>
        <EmailField field={fields.email} />
        <CodeField field={fields.code} />
        <SubmitButton busy={busy} name="intent" value="verify">
          {t('verify.submit')}
        </SubmitButton>
        <p className="flex flex-wrap items-center gap-2 pt-4 text-sm">
          <span>{t('verify.resendIntro')}</span>
          <button
            type="submit"
            name="intent"
            value="resend"
            formNoValidate
            className={textLinkClass}
            {...unavailable(busy)}
          >
            {t('verify.resend')}
          </button>
        </p>
      </AccountForm>
      <FailureDialog failure={failure} />
    </>
  );
}

/**
 * The link's own form: the address it was sent to, shown but not changed, and one button. Opening the link
 * changes nothing by itself (a mail scanner may open it); pressing the button verifies.
 */
function VerifyByLink({ email, token }: { email: string; token: string }) {
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm('verify-email-link', verifyEmailByLinkSchema, {
    defaultValue: { email, token },
  });
  return (
    <>
      <AccountForm form={form}>
        <LinkTokenField field={fields.token} />
        <EmailField field={fields.email} readOnly={Boolean(email)} />
        <SubmitButton busy={busy}>{t('verify.linkSubmit')}</SubmitButton>
      </AccountForm>
      {/* A link that no longer works: a new mail (a new code and link) without typing the address again. */}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <input type="hidden" name="email" value={email} />
        <span>{t('verify.resendIntro')}</span>
        <button type="submit" name="intent" value="resend" className={textLinkClass} {...unavailable(busy)}>
          {t('verify.resend')}
        </button>
      </Form>
      <FailureDialog failure={failure} />
    </>
  );
}
