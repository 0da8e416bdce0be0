import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { useI18n } from '#app/i18n/context';
import { privatePage } from '#app/lib/page-cache';
import { requireUser } from '#app/lib/session.server';
import { AccountTabs } from '#app/routes/account/account-tabs';

export const headers = privatePage;

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  return { user };
}

/** The signed-in customer's area: an overview first, then orders, requests, addresses, profile and devices. */
export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const { t } = useI18n();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 print:py-0">
      {/* Printed, an account page is its content alone (an order as a receipt). */}
      <h1 className="text-3xl font-bold text-gray-900 print:hidden">{t('account.title')}</h1>
      <p className="mt-1 break-words text-gray-700 print:hidden">
        <bdi>
          {user.username} {user.lastname}
        </bdi>{' '}
        · <bdi dir="ltr">{user.email}</bdi>
      </p>
      <AccountTabs />
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}
