import { Link, redirect } from 'react-router';
import type { Route } from './+types/customers';
import { accountMeta } from '#app/lib/account-meta';
import { useI18n } from '#app/i18n/context';
import { localeOf } from '#app/i18n/messages';
import { adminApi, bodyOrNotFound } from '#app/lib/api.server';
import { clampPage } from '#app/lib/pagination';
import { customerQueryOf, SEARCH_MAX_LENGTH } from '#app/routes/admin-panel/customer-query';
import { ListPager, ListSearch } from '#app/admin/content/list-pager';
import { DataTable, rowRule, TableBox } from '#app/components/ui/table';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.customers');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const url = new URL(request.url);
  const parsed = customerQueryOf(url.searchParams);
  if (!parsed.ok) {
    const query = parsed.fallback.toString();
    throw redirect(`${url.pathname}${query ? `?${query}` : ''}`);
  }
  const { page: asked, limit, search } = parsed.query;
  const res = await api.admin.listCustomers({
    query: { page: asked, limit, ...(search ? { search } : {}) },
  });
  const list = bodyOrNotFound(res);
  const page = clampPage(asked, list.pages);
  if (url.searchParams.has('page') && url.searchParams.get('page') !== String(page)) {
    const next = new URLSearchParams(url.searchParams);
    next.set('page', String(page));
    throw redirect(`${url.pathname}?${next.toString()}`);
  }
  return { search, page, pages: list.pages, total: list.total, customers: list.data };
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { search, page, pages, total, customers } = loaderData;
  const { t, tn, lang } = useI18n();
  const date = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium' });
  return (
    <div>
      <h1 className="text-3xl font-bold text-gray-900">{t('admin.customers')}</h1>
      <p className="mt-1 text-gray-700">{tn('admin.customersIntro', total)}</p>
      <ListSearch
        id="customer-search"
        search={search}
        label={t('admin.search')}
        maxLength={SEARCH_MAX_LENGTH}
      />
      {customers.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-leaf-300 bg-white p-8 text-center text-gray-700">
          {t('admin.noCustomers')}
        </p>
      ) : (
        <TableBox>
          <DataTable
            className="w-full text-start text-sm"
            columns={[
              t('admin.col.name'),
              t('admin.col.email'),
              t('admin.col.verified'),
              t('admin.col.registered'),
            ]}
            headCell="px-4 py-3"
          >
            <tbody>
              {customers.map((customer) => (
                <tr key={customer._id} className={rowRule}>
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
          </DataTable>
        </TableBox>
      )}
      <ListPager base="/admin-panel/customers" search={search} page={page} pages={pages} />
    </div>
  );
}
