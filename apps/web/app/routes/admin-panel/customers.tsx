import {
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from 'react-router';
import { accountMeta } from '../../accounts/account-meta';
import { useI18n } from '../../i18n/context';
import { localeOf } from '../../i18n/messages';
import { api, onBehalfOf } from '../../lib/api.server';
import { languageOf } from '../../lib/language.server';
import { clampPage } from '../../lib/pagination';
import { bearer, endSessionOn401, forbidden, requireAdmin } from '../../lib/session.server';
import { customerQueryOf, SEARCH_MAX_LENGTH } from './customer-query';

export const meta: MetaFunction = ({ matches }) => accountMeta(matches, 'admin.customers');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  const url = new URL(request.url);
  const parsed = customerQueryOf(url.searchParams);
  if (!parsed.ok) {
    const query = parsed.fallback.toString();
    throw redirect(`${url.pathname}${query ? `?${query}` : ''}`);
  }
  const { page: asked, limit, search } = parsed.query;
  const res = await api.admin.listCustomers({
    query: { page: asked, limit, ...(search ? { search } : {}) },
    extraHeaders: { ...onBehalfOf(context, languageOf(request)), ...bearer(token) },
  });
  await endSessionOn401(request, res.status);
  if (res.status === 403) throw await forbidden(request);
  if (res.status !== 200) throw new Error(`The API answered ${res.status}`);
  const page = clampPage(asked, res.body.pages);
  if (url.searchParams.has('page') && url.searchParams.get('page') !== String(page)) {
    const next = new URLSearchParams(url.searchParams);
    next.set('page', String(page));
    throw redirect(`${url.pathname}?${next.toString()}`);
  }
  return { search, page, pages: res.body.pages, total: res.body.total, customers: res.body.data };
}

export default function AdminCustomers() {
  const { search, page, pages, total, customers } = useLoaderData<typeof loader>();
  const { t, tn, lang } = useI18n();
  const date = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium' });
  return (
    <div>
      <h1 className="text-3xl font-bold text-gray-900">{t('admin.customers')}</h1>
      <p className="mt-1 text-gray-700">{tn('admin.customersIntro', total)}</p>
      <Form method="get" role="search" className="mt-6 flex max-w-lg gap-2">
        <label htmlFor="customer-search" className="sr-only">
          {t('admin.search')}
        </label>
        <input
          id="customer-search"
          type="search"
          name="search"
          defaultValue={search}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('admin.search')}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2"
        />
        <button
          type="submit"
          className="rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800"
        >
          {t('admin.searchSubmit')}
        </button>
      </Form>
      {customers.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-leaf-300 bg-white p-8 text-center text-gray-700">
          {t('admin.noCustomers')}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full text-start text-sm">
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('admin.col.name')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('admin.col.email')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('admin.col.verified')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('admin.col.registered')}
                </th>
              </tr>
            </thead>
            <tbody>
              {customers.map((customer) => (
                <tr key={customer._id} className="border-t border-gray-100">
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin-panel/customers/${customer._id}`}
                      className="font-semibold text-leaf-800 hover:underline"
                    >
                      {customer.username} {customer.lastname}
                    </Link>
                  </td>
                  {/* An address longer than a phone is wide breaks anywhere rather than clip. */}
                  <td className="px-4 py-3 break-all" dir="ltr">
                    {customer.email}
                  </td>
                  <td className="px-4 py-3">{t(customer.emailVerified ? 'admin.yes' : 'admin.no')}</td>
                  <td className="px-4 py-3">{date.format(new Date(customer.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CustomerPager search={search} page={page} pages={pages} />
    </div>
  );
}

/** Previous/next links that keep the search term (plain links: they work without JavaScript). */
function CustomerPager({ search, page, pages }: { search: string; page: number; pages: number }) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams();
    if (search) params.set('search', search);
    if (target > 1) params.set('page', String(target));
    const query = params.toString();
    return `/admin-panel/customers${query ? `?${query}` : ''}`;
  };
  const link =
    'rounded-lg border border-leaf-200 bg-white px-3 py-2 text-sm font-medium text-leaf-800 hover:bg-leaf-50';
  return (
    <nav aria-label={t('pager.label')} className="mt-6 flex items-center justify-center gap-4">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={link}>
          {t('pager.previous')}
        </Link>
      )}
      <span className="text-sm text-gray-700">{t('pager.status', { page, pages })}</span>
      {page < pages && (
        <Link to={href(page + 1)} rel="next" className={link}>
          {t('pager.next')}
        </Link>
      )}
    </nav>
  );
}
