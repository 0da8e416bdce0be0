import { forgotPasswordSchema } from '@farm/contract';
import type { Route } from './+types/forget';
import { AccountCard } from '#app/accounts/account-card';
import { EmailField } from '#app/accounts/account-fields';
import { AccountForm } from '#app/accounts/account-form';
import { SubmitButton, useActionForm } from '#app/components/forms';
import { accountMeta } from '#app/lib/account-meta';
import { emailFromQuery, withEmail } from '#app/accounts/account-paths';
import { submitAccountForm } from '#app/accounts/account-action.server';
import { LinkLine } from '#app/shop/titled-section';
import { useI18n } from '#app/i18n/context';
import { readForm } from '#app/lib/read-form.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'forget.title');

export const loader = emailFromQuery;

export async function action({ request, context }: Route.ActionArgs) {
  return submitAccountForm({ request, context }, await readForm(request), {
    schema: forgotPasswordSchema,
    call: (api, body) => api.auth.forgotPassword({ body }),
    // docs/product-rules.md §4: show the server's message and carry the e-mail on to the reset screen.
    onReply: (res, { value, moveOn }) =>
      res.status === 200
        ? moveOn('forget.sentTitle', res.body, withEmail('/reset-password', value.email))
        : undefined,
    // docs/product-rules.md §8: a failed forgot-password request is logged only, with no message for the user.
    refusal: { logAs: 'Forgot password failed:' },
  });
}

export default function Forget({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  const { t } = useI18n();
  const { form, fields, busy } = useActionForm('forget', forgotPasswordSchema, { defaultValue: { email } });
  return (
    <AccountCard title={t('forget.title')} intro={t('forget.intro')}>
      <AccountForm form={form}>
        <EmailField field={fields.email} />
        <SubmitButton busy={busy}>{t('forget.submit')}</SubmitButton>
      </AccountForm>
      <LinkLine to="/login" className="mt-6 text-sm">
        {t('forget.backToLogin')}
      </LinkLine>
    </AccountCard>
  );
}
