import { NavLink, Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { useI18n } from '#app/i18n/context';
import { documentLanguage, loadAdminTexts } from '#app/i18n/load-catalogue';
import { adminApi, bodyOrNotFound } from '#app/lib/api.server';
import { forbidden } from '#app/lib/session.server';
import { adminSections } from '#app/routes/admin-panel/admin-sections';

/**
 * docs/decisions/007-admin-guard.md: anonymous visitors go to /login, customers to /home. The session cookie only remembers
 * who signed in, so every admin page also asks the API who the token belongs to now: a token ended early
 * (a password reset) ends the session here (401 -> /login), and an account that is no longer an admin
 * goes home, even on screens that make no other API call.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const user = bodyOrNotFound(await api.auth.me()).data;
  if (user.role !== 'Admin') throw await forbidden(request);
  return { user };
}

/**
 * Arriving from a page outside the panel, the browser may not have the admin panel's texts yet: they come
 * with the admin's own data (docs/decisions/106-admin-texts-apart.md). A first visit already has them
 * (entry.client.tsx), so this does not run on hydration.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadAdminTexts(documentLanguage())]);
  return data;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const { t } = useI18n();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row">
      <nav aria-label={t('admin.sidebar')} className="md:w-64 md:shrink-0">
        <p className="px-3 text-sm font-semibold tracking-wide text-gray-600 uppercase">{t('admin.panel')}</p>
        <p className="px-3 text-sm text-gray-700">{user.email}</p>
        {/* On a phone the sections wrap as compact chips above the screen, instead of a tall list the
            admin would scroll past on every page; from md up they are a sidebar. */}
        <ul className="mt-3 flex flex-wrap gap-2 md:block md:space-y-1">
          {adminSections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/admin-panel/${section.path}`}
                className={({ isActive }) =>
                  `block rounded-lg border px-3 py-1.5 text-sm md:border-0 md:py-2 md:text-base ${isActive ? 'border-leaf-700 bg-leaf-700 font-semibold text-white' : 'border-leaf-100 bg-white text-gray-800 hover:bg-leaf-50 md:bg-transparent'}`
                }
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="min-w-0 flex-1">
        <Outlet />
      </section>
    </div>
  );
}
