import { type AccountSession, sessionActionSchema } from '@farm/contract';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/devices';
import { accountMeta } from '#app/lib/account-meta';
import { privatePage } from '#app/lib/page-cache';
import { redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { toast } from '#app/components/feedback/toast-model';
import { answerMessage } from '#app/i18n/api-messages';
import { useI18n } from '#app/i18n/context';
import { useDateFormat } from '#app/lib/dates';
import { translator } from '#app/i18n/messages';
import { bodyOrNotFound, tryApi, userApi } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import { type DeviceName, deviceOf } from '#app/lib/user-agent.server';
import { TitledSection } from '#app/shop/titled-section';
import { readForm } from '#app/lib/read-form.server';
import { unavailable } from '#app/components/ui/button';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.title');

export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await userApi(request, context);
  const sessions = bodyOrNotFound(await api.auth.listSessions()).data;
  // Named here, on the server: the parser's tables stay out of the browser's bundle.
  return { sessions: sessions.map((session) => ({ ...session, device: deviceOf(session.userAgent) })) };
}

/** Signs out one other device, or every other one (a user can end their other sessions). */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await userApi(request, context);
  const lang = languageOf(request);
  const t = translator(lang);
  const { data } = sessionActionSchema.safeParse(Object.fromEntries(await readForm(request)));
  // An invalid post, or the API unreachable, gets the same toast as a refusal without a message of its own.
  const res = !data
    ? null
    : await tryApi(() =>
        data.intent === 'end'
          ? api.auth.endSession({ params: { id: data.id } })
          : api.auth.endOtherSessions(),
      );
  const ok = res?.status === 200;
  return redirectWithToast(
    request,
    toast(
      ok ? 'success' : 'error',
      t(ok ? 'account.signedOutTitle' : 'dialog.error'),
      answerMessage(lang, res?.body, t('login.failedFallback')),
    ),
    '/account/devices',
  );
}

export default function AccountDevices({ loaderData }: Route.ComponentProps) {
  const { sessions } = loaderData;
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const others = sessions.filter((session) => !session.current);
  return (
    <TitledSection id="devices-heading" title={t('account.devices')} intro={t('account.devicesIntro')}>
      <ul className="mt-6 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {sessions.map((session) => (
          <SessionRow key={session._id} session={session} busy={busy} />
        ))}
      </ul>
      {others.length > 0 && (
        <Form method="post" className="mt-6">
          <button
            type="submit"
            name="intent"
            value="endOthers"
            {...unavailable(busy)}
            className="rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60 aria-disabled:opacity-60"
          >
            {t('account.endOthers')}
          </button>
        </Form>
      )}
    </TitledSection>
  );
}

function SessionRow({ session, busy }: { session: AccountSession & { device: DeviceName }; busy: boolean }) {
  const { t } = useI18n();
  const date = useDateFormat(true);
  const { browser, os, kind } = session.device;
  const name =
    browser && os ? t('account.deviceName', { browser, os }) : (browser ?? os ?? t('account.unknownDevice'));
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="font-semibold text-gray-900">
          <bdi>{name}</bdi>
          {kind && (
            <span className="ms-2 text-sm font-normal text-gray-700">({t(`account.device.${kind}`)})</span>
          )}
          {session.current && (
            <span className="ms-2 rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-semibold text-leaf-800">
              {t('account.thisDevice')}
            </span>
          )}
        </p>
        <p className="text-sm text-gray-700">
          {t('account.signedInAt', { date: date.format(new Date(session.createdAt)) })} ·{' '}
          {t('account.lastActive', { date: date.format(new Date(session.lastUsedAt)) })}
        </p>
      </div>
      {!session.current && (
        <Form method="post">
          <input type="hidden" name="id" value={session._id} />
          <button
            type="submit"
            name="intent"
            value="end"
            {...unavailable(busy)}
            aria-label={t('account.endSessionLabel', { device: name })}
            className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-60 aria-disabled:opacity-60"
          >
            {t('account.endSession')}
          </button>
        </Form>
      )}
    </li>
  );
}
