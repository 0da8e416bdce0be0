import { Link } from 'react-router';
import type { Route } from './+types/customers';
import { accountMeta } from '#app/lib/account-meta';
import { useI18n } from '#app/i18n/context';
import { useDateFormat } from '#app/lib/dates';
import { adminApi, bodyOrNotFound } from '#app/lib/api.server';
import { keepPageInRange, listQueryOf } from '#app/admin/content/list-query.server';
import { EmptyList, ListPager, ListSearch, ListTitle } from '#app/admin/content/list-pager';
import { rowRule, TableBox } from '#app/components/ui/table';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.customers');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const { search, query } = listQueryOf(request);
  const list = bodyOrNotFound(await api.admin.listCustomers({ query }));
  const page = keepPageInRange(request, query.page, list.pages);
  return { search, page, pages: list.pages, total: list.total, customers: list.data };
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { search, page, pages, total, customers } = loaderData;
  const { t, tn } = useI18n();
  const date = useDateFormat();
  return (
    <div>
      <ListTitle title={t('admin.customers')} count={tn('admin.customersIntro', total)} />
      <ListSearch id="customer-search" search={search} label={t('admin.search')} />
      {customers.length === 0 ? (
        <EmptyList>{t('admin.noCustomers')}</EmptyList>
      ) : (
        <TableBox
          caption={t('admin.customers')}
          className="w-full text-start text-sm"
          columns={[
            t('admin.col.name'),
            t('admin.col.email'),
            // On a phone the name and the address: the rest is on the customer's own page.
            { label: t('admin.col.verified'), className: 'hidden sm:table-cell' },
            { label: t('admin.col.registered'), className: 'hidden sm:table-cell' },
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
                {/* An address longer than its column breaks rather than clip. It reads left to right, and sits
                    under its heading: on the start edge, the right one in Arabic. */}
                <td className="px-4 py-3 [overflow-wrap:anywhere]">
                  <bdi dir="ltr">{customer.email}</bdi>
                </td>
                <td className="hidden px-4 py-3 sm:table-cell">
                  {t(customer.emailVerified ? 'admin.yes' : 'admin.no')}
                </td>
                <td className="hidden px-4 py-3 sm:table-cell">
                  {date.format(new Date(customer.createdAt))}
                </td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      )}
      <ListPager base="/admin-panel/customers" search={search} page={page} pages={pages} />
    </div>
  );
}
