import { resendVerificationSchema, verifyEmailSchema } from '@farm/contract';
import type { Route } from './+types/email-verification';
import { AccountCard } from '#app/accounts/account-card';
import { CodeField, EmailField } from '#app/accounts/account-fields';
import { AccountForm } from '#app/accounts/account-form';
import { FailureDialog, SubmitButton, useActionForm } from '#app/components/forms';
import { accountMeta } from '#app/lib/account-meta';
import { emailFromQuery, withEmail } from '#app/accounts/account-paths';
import { submitAccountForm } from '#app/accounts/account-action.server';
import { textLinkClass } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { readForm } from '#app/lib/read-form.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'verify.title');

export const loader = emailFromQuery;

const refusal = { title: 'verify.failedTitle', fallback: 'login.failedFallback' } as const;

/** The schema of the pressed button: resending asks only for the e-mail. */
const schemaFor = (formData: FormData) =>
  formData.get('intent') === 'resend' ? resendVerificationSchema : verifyEmailSchema;

/** One form, two buttons: `intent=verify` checks the code, `intent=resend` asks for a new one. */
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
  return submitAccountForm({ request, context }, formData, {
    schema: verifyEmailSchema,
    // A refused code is cleared for the next try; a malformed one stays to be corrected.
    hideAfterRefusal: ['code'],
    call: (api, body) => api.auth.verifyEmail({ body }),
    onReply: (res, { value, moveOn }) =>
      res.status === 200
        ? moveOn('verify.successTitle', res.body, withEmail('/login', value.email))
        : undefined,
    refusal,
  });
}

export default function EmailVerification({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  const { t } = useI18n();
  // "Send a new code" needs only the e-mail: the code field may be empty (it is why one asks).
  const { form, fields, busy, failure } = useActionForm('verify-email', verifyEmailSchema, {
    defaultValue: { email },
    schemaFor: schemaFor,
  });
  return (
    <AccountCard title={t('verify.title')} intro={t('verify.intro')}>
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
            disabled={busy}
          >
            {t('verify.resend')}
          </button>
        </p>
      </AccountForm>
      <FailureDialog failure={failure} />
    </AccountCard>
  );
}
