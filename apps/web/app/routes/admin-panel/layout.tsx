import { type LoaderFunctionArgs, NavLink, Outlet, useLoaderData } from 'react-router';
import { useAccountText } from '../../accounts/use-account-text';
import { requireAdmin } from '../../lib/session.server';
import { adminSections } from './admin-sections';

/** DECISIONS.md 3: anonymous visitors go to /login, customers to /home; the API checks the role again. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request);
  return { user };
}

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  const { t } = useAccountText();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row">
      <nav aria-label={t('admin.sidebar')} className="md:w-64 md:shrink-0">
        <p className="px-3 text-sm font-semibold tracking-wide text-gray-600 uppercase">{t('admin.panel')}</p>
        <p className="px-3 text-sm text-gray-700">{user.email}</p>
        <ul className="mt-3 space-y-1">
          {adminSections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/admin-panel/${section.path}`}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 ${isActive ? 'bg-leaf-700 font-semibold text-white' : 'text-gray-800 hover:bg-leaf-50'}`
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
