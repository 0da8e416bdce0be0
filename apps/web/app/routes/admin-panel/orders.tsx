import { ORDER_STATUSES } from '@farm/contract';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/orders';
import { accountMeta } from '#app/lib/account-meta';
import {
  filterParams,
  ORDER_SEARCH_MAX,
  type OrderFilterErrors,
  orderListQueryOf,
} from '#app/admin/orders/order-query';
import { OrderDayFields, OrderTable } from '#app/admin/orders/order-table';
import { EmptyList, ListAlert, ListTitle } from '#app/admin/content/list-pager';
import { Pager } from '#app/components/pager';
import { useI18n } from '#app/i18n/context';
import { adminApi, bodyOrNotFound } from '#app/lib/api.server';
import { languageOf, pathInLanguage } from '#app/lib/language.server';
import { formatMoney } from '#app/lib/money';
import { clampPage, pageHref } from '#app/lib/pagination';
import { buttonVariants } from '#app/components/ui/button';
import { Field, FilterForm, SelectField } from '#app/components/forms';
import { customerShown } from '#app/lib/erased';
import { pick } from '#app/utils/pick';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.order');

const PATH = '/admin-panel/order';

/** Every order, newest first, by status, days placed, customer and number or e-mail. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const url = new URL(request.url);
  const parsed = orderListQueryOf(url.searchParams);
  if (!parsed.ok)
    return { filters: parsed.filters, errors: parsed.errors, page: 1, pages: 0, total: 0, orders: [] };
  const list = bodyOrNotFound(await api.orders.adminListOrders({ query: parsed.query }));
  const page = clampPage(parsed.query.page, list.pages);
  if (url.searchParams.has('page') && url.searchParams.get('page') !== String(page))
    throw redirect(pathInLanguage(request, pageHref(PATH, page, filterParams(parsed.filters))));
  const lang = languageOf(request);
  return {
    // The list as it stands, for the way back from an order opened from it.
    listQuery: url.search,
    filters: parsed.filters,
    errors: {} as OrderFilterErrors,
    page,
    pages: list.pages,
    total: list.total,
    orders: list.data.map((order) => ({
      ...pick(order, ['_id', 'number', 'status', 'createdAt']),
      customer: customerShown(order.customer, lang),
      items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      total: formatMoney(order.total, lang, order.currency),
    })),
  };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { filters, errors, page, pages, total, orders } = loaderData;
  const listQuery = 'listQuery' in loaderData ? loaderData.listQuery : '';
  const { t, tn } = useI18n();
  const invalid = Object.keys(errors).length > 0;
  const filtered = Object.keys(filterParams(filters)).length > 0;
  return (
    <div>
      <ListTitle title={t('admin.order')} count={invalid ? undefined : tn('adminOrders.intro', total)} />
      <FilterForm
        label={t('adminOrders.filters')}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field
          label={t('adminOrders.search')}
          type="search"
          errors={errors.search}
          inputProps={{
            id: 'filter-search',
            name: 'search',
            defaultValue: filters.search,
            maxLength: ORDER_SEARCH_MAX,
          }}
          className="min-w-0"
        />
        <SelectField
          label={t('adminOrders.status')}
          errors={errors.status}
          selectProps={{ id: 'filter-status', name: 'status', defaultValue: filters.status }}
          choose={t('adminOrders.allStatuses')}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
          className="min-w-0"
        />
        <OrderDayFields days={filters} errors={errors} />
        {filters.customer && <input type="hidden" name="customer" value={filters.customer} />}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonVariants({ size: 'sm' })}>
            {t('adminOrders.apply')}
          </button>
          {filtered && (
            <Link to={PATH} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              {t('adminOrders.clear')}
            </Link>
          )}
          {filters.customer && orders[0] && (
            <p className="text-sm text-gray-700">
              <bdi>{t('adminOrders.customerFilter', { name: orders[0].customer.email })}</bdi>
            </p>
          )}
        </div>
      </FilterForm>
      {invalid ? (
        <ListAlert>{t('adminOrders.fixFilters')}</ListAlert>
      ) : orders.length === 0 ? (
        <EmptyList>{t('adminOrders.none')}</EmptyList>
      ) : (
        <OrderTable orders={orders} list={listQuery} />
      )}
      <Pager pathname={PATH} page={page} pages={pages} query={filterParams(filters)} />
    </div>
  );
}
