import { NavLink, Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { useI18n } from '#app/i18n/context';
import { privatePage } from '#app/lib/page-cache';
import { requireUser } from '#app/lib/session.server';
import { accountSections } from '#app/routes/account/sections';

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
      <nav aria-label={t('account.sections')} className="mt-6 border-b border-gray-200 print:hidden">
        {/* On a phone the six tabs sit in rows of three equal columns (a long label on two lines), so
            none is pushed off the screen; wider screens have them in one row. */}
        <ul className="-mb-px grid grid-cols-3 gap-x-2 gap-y-1 sm:flex sm:flex-wrap sm:gap-4">
          {accountSections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={section.path}
                end={section.path === '/account'}
                className={({ isActive }) =>
                  `flex h-full items-end justify-center border-b-2 px-1 pb-2 text-center font-semibold sm:justify-start sm:text-start ${isActive ? 'border-leaf-700 text-leaf-800' : 'border-transparent text-gray-700 hover:text-leaf-800'}`
                }
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}
