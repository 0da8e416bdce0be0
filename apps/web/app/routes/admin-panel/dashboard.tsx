import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { accountMeta } from '../../accounts/account-meta';
import { useI18n } from '../../i18n/context';
import { requireAdmin } from '../../lib/session.server';
import { adminSections } from './admin-sections';

export const meta: MetaFunction = ({ matches }) => accountMeta(matches, 'admin.dashboard');

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request);
  return { name: user.username };
}

export default function AdminDashboard() {
  const { name } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <div>
      <h1 className="text-3xl font-bold text-gray-900">{t('admin.welcome', { name })}</h1>
      <p className="mt-2 text-gray-700">{t('admin.dashboardIntro')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {adminSections
          .filter((section) => section.path !== 'dashboard')
          .map((section) => (
            <li key={section.path}>
              <Link
                to={`/admin-panel/${section.path}`}
                className="block rounded-xl border border-leaf-100 bg-white p-5 font-semibold text-leaf-800 shadow-sm hover:border-leaf-300"
              >
                {t(section.label)}
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
