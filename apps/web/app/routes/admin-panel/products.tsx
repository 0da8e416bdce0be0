import type { AdminProduct } from '@farm/contract';
import { Link, redirect, useLocation, useRouteLoaderData } from 'react-router';
import { fromList } from '#app/admin/list-place';
import type { Route } from './+types/products';
import { accountMeta } from '#app/lib/account-meta';
import { categoryNames, loadCategoryGroups } from '#app/lib/category-groups.server';
import { PRODUCT_SEARCH_MAX, productQueryOf } from '#app/admin/products/product-query';
import { productPath } from '#app/admin/products/paths';
import { Pager } from '#app/components/pager';
import { useI18n } from '#app/i18n/context';
import { adminApi, bodyOrNotFound } from '#app/lib/api.server';
import { formatMoney } from '#app/lib/money';
import { keepPageInRange } from '#app/admin/content/list-query.server';
import type { SiteData } from '#app/lib/site';
import { rendition } from '#app/lib/media';
import { Field, FilterForm, SelectField } from '#app/components/forms';
import { Button, buttonVariants } from '#app/components/ui/button';
import { CategoryOptions } from '#app/components/category-options';
import { rowRule, TableBox } from '#app/components/ui/table';
import { EmptyList } from '#app/admin/content/list-pager';
import { pick } from '#app/utils/pick';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.products');

const LIST_PATH = '/admin-panel/products';

/** What a row of the table shows of a product. */
const ROW_FIELDS = [
  '_id',
  'name',
  'nameAr',
  'archived',
  'images',
  'categoryId',
  'price',
  'discountedPrice',
  'stock',
  'featured',
  'featuredOrder',
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const url = new URL(request.url);
  const parsed = productQueryOf(url.searchParams);
  if (!parsed.ok) {
    const query = parsed.fallback.toString();
    throw redirect(`${url.pathname}${query ? `?${query}` : ''}`);
  }
  const { page: asked, limit, search, categoryId } = parsed.query;
  // The filters as the API and the pager's links take them: none empty.
  const filter = { ...(search ? { search } : {}), ...(categoryId ? { categoryId } : {}) };
  const [res, categories] = await Promise.all([
    api.adminProducts.list({ query: { page: asked, limit, ...filter } }),
    loadCategoryGroups(api),
  ]);
  const list = bodyOrNotFound(res);
  const page = keepPageInRange(request, asked, list.pages);
  return {
    filter,
    page,
    pages: list.pages,
    total: list.total,
    // Each row as the table shows it: descriptions, selling points and offers stay on the server.
    products: list.data.map((product) => pick(product, ROW_FIELDS)),
    categories,
    names: categoryNames(categories),
  };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { filter, page, pages, total, products, categories, names } = loaderData;
  const { search = '', categoryId = '' } = filter;
  const { t, tn } = useI18n();
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">{t('admin.products')}</h1>
          <p className="mt-1 text-gray-700">{tn('adminProducts.intro', total)}</p>
        </div>
        <Link to={`${LIST_PATH}/add-products`} className={buttonVariants({ size: 'sm' })}>
          {t('adminProducts.add')}
        </Link>
      </div>
      <FilterForm
        label={t('adminProducts.filters')}
        className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      >
        <Field
          label={t('adminProducts.search')}
          type="search"
          inputProps={{
            id: 'product-search',
            name: 'search',
            defaultValue: search,
            maxLength: PRODUCT_SEARCH_MAX,
          }}
        />
        <SelectField
          label={t('adminProducts.category')}
          selectProps={{ id: 'product-category', name: 'categoryId', defaultValue: categoryId }}
          choose={t('adminProducts.allCategories')}
        >
          <CategoryOptions groups={categories} />
        </SelectField>
        <div className="flex gap-2">
          <Button type="submit" size="sm" className="flex-1 sm:flex-none">
            {t('adminProducts.apply')}
          </Button>
          {(search || categoryId) && (
            <Link
              to={LIST_PATH}
              className={buttonVariants({ variant: 'neutral', size: 'sm', className: 'flex-1 sm:flex-none' })}
            >
              {t('adminProducts.clear')}
            </Link>
          )}
        </div>
      </FilterForm>
      {products.length === 0 ? (
        <EmptyList>{t('adminProducts.none')}</EmptyList>
      ) : (
        <ProductTable products={products} names={names} />
      )}
      <Pager pathname={LIST_PATH} page={page} pages={pages} query={filter} />
    </div>
  );
}

/** A product as its row of the table shows it. */
type ProductRow = Pick<AdminProduct, (typeof ROW_FIELDS)[number]>;

function ProductTable({ products, names }: { products: ProductRow[]; names: Record<string, string> }) {
  const { t, lang } = useI18n();
  // The list as the admin sees it (search, page): its records' screens come back to it.
  const listQuery = useLocation().search;
  const site = useRouteLoaderData('root') as Partial<SiteData> | undefined;
  const money = (amount: number) => formatMoney(amount, lang, site?.currency ?? 'AED');
  return (
    <TableBox
      caption={t('admin.products')}
      columns={[
        { label: t('adminProducts.col.image'), srOnly: true, className: 'hidden sm:table-cell' },
        t('adminProducts.col.name'),
        { label: t('adminProducts.col.category'), className: 'hidden md:table-cell' },
        t('adminProducts.col.price'),
        t('adminProducts.col.stock'),
        { label: t('adminProducts.col.status'), className: 'hidden sm:table-cell' },
      ]}
      headCell="px-3 py-3 font-semibold"
    >
      <tbody>
        {products.map((product) => {
          // The admin reads the product in the page's language where it has been translated.
          const name = lang === 'ar' && product.nameAr ? product.nameAr : product.name;
          const status = t(product.archived ? 'adminProducts.archived' : 'adminProducts.onSale');
          return (
            <tr key={product._id} className={`${rowRule} align-top`}>
              <td className="hidden px-3 py-3 sm:table-cell">
                {product.images[0] && (
                  <img
                    src={rendition(product.images[0].url, 160)}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 rounded-md bg-gray-100 object-cover"
                  />
                )}
              </td>
              <td className="px-3 py-3">
                <Link
                  to={fromList(productPath(product._id), listQuery)}
                  aria-label={t('adminProducts.edit', { name })}
                  className="font-semibold text-leaf-800 hover:underline"
                  dir="auto"
                >
                  {name}
                </Link>
                {/* Below sm the status column is hidden: the badge rides with the name. */}
                {product.archived && (
                  <span className="ms-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 sm:hidden">
                    {status}
                  </span>
                )}
              </td>
              <td className="hidden px-3 py-3 text-gray-700 md:table-cell">
                {names[product.categoryId] ?? t('adminProducts.unknownCategory')}
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                {money(product.discountedPrice)}
                {product.discountedPrice < product.price && (
                  <s className="block text-xs text-gray-600">
                    {/* Said, as the shop's price tag says it: a struck-through price is not read as struck. */}
                    <span className="sr-only">{t('price.original')}: </span>
                    {money(product.price)}
                  </s>
                )}
              </td>
              <td className="px-3 py-3">{product.stock}</td>
              <td className="hidden px-3 py-3 sm:table-cell">
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${product.archived ? 'bg-amber-100 text-amber-900' : 'bg-leaf-100 text-leaf-800'}`}
                >
                  {status}
                </span>
                {product.featured && (
                  <span className="ms-2 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-sun-400">
                    {t('adminProducts.featuredTag', { position: product.featuredOrder ?? '' })}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableBox>
  );
}
