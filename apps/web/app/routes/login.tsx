import { loginSchema, type SigninResponse } from '@farm/contract';
import { type AppLoadContext, Link, redirect } from 'react-router';
import type { Route } from './+types/login';
import { AccountCard } from '#app/accounts/account-card';
import { CurrentPasswordField, EmailField } from '#app/accounts/account-fields';
import { AccountForm } from '#app/accounts/account-form';
import { FailureDialog, SubmitButton, useActionForm } from '#app/components/forms';
import { accountMeta } from '#app/lib/account-meta';
import { withEmail } from '#app/accounts/account-paths';
import { submitAccountForm } from '#app/accounts/account-action.server';
import { redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { textLinkClass } from '#app/components/ui/button';
import { type Toast, toast } from '#app/components/feedback/toast-model';
import { useI18n } from '#app/i18n/context';
import { answerMessage } from '#app/i18n/api-messages';
import { deviceTokenFor, rememberDevice } from '#app/lib/device-cookie.server';
import { apiFor } from '#app/lib/api.server';
import {
  endApiSession,
  getSession,
  landingPathFor,
  liveSession,
  signedInOf,
  signIn,
} from '#app/lib/session.server';
import { readForm } from '#app/lib/read-form.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'login.title');

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get('redirectTo') ?? '';
  // Signed in, on to where they were going; a session ended elsewhere shows the form (the page's own
  // check drops it from the cookie), instead of a trip to a page that finds it ended.
  const signedIn = await liveSession(request, (token) =>
    apiFor(request, context, { token, readsRefusals: true }),
  );
  if (signedIn) throw redirect(landingPathFor(signedIn.user, redirectTo));
  return { email: url.searchParams.get('email') ?? '', redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  return submitAccountForm({ request, context }, formData, {
    schema: loginSchema,
    hideFields: ['password'],
    // The browser's User-Agent names the new session on the account page ("Chrome on Android"); its
    // device token for this account lets it past a lock strangers' wrong passwords have set off.
    call: async (api, body) =>
      api.auth.signin({
        body: { ...body, deviceToken: await deviceTokenFor(request, body.email) },
        extraHeaders: { 'user-agent': request.headers.get('user-agent') ?? '' },
      }),
    onReply: (res, { value, lang, t }) => {
      if (res.status === 200) {
        const welcome = toast('success', t('login.successTitle'), t('login.successMessage'));
        const to = landingPathFor(res.body.data, formData.get('redirectTo'));
        const answer = res.body;
        return endReplacedSession(request, context, answer.token).then(() =>
          signedInWithDevice(request, value.email, answer, welcome, to),
        );
      }
      if (res.status === 403) {
        // Not verified yet: a code is in the mail (a fresh one when the last had run out); on to the verification screen.
        const notice = answerMessage(lang, res.body, '');
        return redirectWithToast(
          request,
          toast('info', t('verify.title'), notice),
          withEmail('/email-verification', value.email),
        );
      }
      return undefined;
    },
    refusal: { title: 'login.failedTitle', fallback: 'login.failedFallback' },
  });
}

/**
 * A sign-in over another one in the same browser (a second login form left open) ends the session the
 * browser held: the cookie forgets it anyway, and the API would keep it open, listed among the account's
 * devices, until it expired.
 */
async function endReplacedSession(request: Request, context: AppLoadContext, token: string): Promise<void> {
  const previous = signedInOf(await getSession(request));
  if (!previous || previous.token === token) return;
  await endApiSession(
    previous.token,
    apiFor(request, context, { token: previous.token, readsRefusals: true }),
  );
}

/** Signs the browser in and keeps (or renews) its device token for the account, a cookie of its own. */
async function signedInWithDevice(
  request: Request,
  email: string,
  answer: SigninResponse,
  welcome: Toast,
  to: string,
): Promise<Response> {
  const response = await signIn(request, answer.token, answer.data, welcome, to);
  response.headers.append('Set-Cookie', await rememberDevice(request, email, answer.deviceToken));
  return response;
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { email, redirectTo } = loaderData;
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm('login', loginSchema, { defaultValue: { email } });
  return (
    // The checkout sends signed-out shoppers here (docs/product-rules.md §2's 'Returning Customer?' prompt) and back after.
    <AccountCard
      title={t('login.title')}
      intro={t(redirectTo.startsWith('/checkout') ? 'login.returningCustomer' : 'login.intro')}
    >
      <AccountForm form={form}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField field={fields.email} />
        <CurrentPasswordField field={fields.password} label={t('field.password')} />
        <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>
      </AccountForm>
      <div className="mt-6 flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/forget" className={textLinkClass}>
          {t('login.forgotLink')}
        </Link>
        <p>
          {t('login.noAccount')}{' '}
          <Link to="/register" className={textLinkClass}>
            {t('login.registerLink')}
          </Link>
        </p>
      </div>
      <FailureDialog failure={failure} />
    </AccountCard>
  );
}
