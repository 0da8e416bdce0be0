import { INVISIBLE_CHARACTERS, PRODUCTS_PER_PAGE, searchText } from '@farm/contract';
import { Link } from 'react-router';
import type { Route } from './+types/products';
import { Pager } from '#app/components/pager';
import { ProductCard } from '#app/components/product-card';
import { CATALOG_COLUMNS, PRODUCT_GRIDS } from '#app/components/product-grid';
import { SetApart } from '#app/components/set-apart';
import { CustomizeTile } from '#app/enquiries/customize-tile';
import { apiMessage } from '#app/i18n/api-messages';
import { useI18n } from '#app/i18n/context';
import { translate } from '#app/i18n/messages';
import { apiFor, bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { redirectCategoryAlias } from '#app/lib/category-alias.server';
import { env } from '#app/lib/env.server';
import { languageOf, redirectInLanguage } from '#app/lib/language.server';
import { currencySign } from '#app/lib/money';
import { clampPage, pageHref, requestedPage } from '#app/lib/pagination';
import { toProductCard } from '#app/lib/product-view';
import { pageMeta } from '#app/lib/seo';
import { siteFromMatches } from '#app/lib/site';
import { CardActions, CardWishlistButton } from '#app/shop/product-forms';
import { CatalogControls, CatalogControlsFold } from '#app/shop/catalog-controls';
import { sharedFilterGroups } from '#app/lib/shared-lists.server';
import { activeFilterCount, filterParams } from '#app/shop/catalog-query';
import { catalogFiltersOf } from '#app/shop/catalog-query.server';

const SEARCH_MAX = 100;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * The search term of `?search=` as the API's rule takes it (trimmed, at most 100 characters, no control or
 * invisible characters); a term the rule refuses is cleaned rather than answered with an error page.
 */
function searchOf(searchParams: URLSearchParams): string {
  const raw = searchParams.get('search') ?? '';
  const parsed = searchText(SEARCH_MAX).safeParse(raw);
  if (parsed.success) return parsed.data ?? '';
  return raw
    .replace(CONTROL_CHARACTERS, '')
    .replace(INVISIBLE_CHARACTERS, '')
    .trim()
    .slice(0, SEARCH_MAX)
    .trim();
}

// /products (every product, or a search) and /products/:id (one category), 8 per page, page N at ?page=N,
// sorted and filtered by the address (docs/decisions/180-featured-products-sort-and-filters.md).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageOf(request);
  const api = apiFor(request, context);
  await redirectCategoryAlias(api, params.id, url);
  const asked = requestedPage(url.searchParams);
  const search = params.id ? '' : searchOf(url.searchParams);
  const { filters: read, refused } = catalogFiltersOf(url.searchParams);
  // A category chosen in the filter has its own page, unless a search spans it.
  if (!params.id && read.category && !search) {
    const { category, ...rest } = read;
    const page = url.searchParams.get('page');
    const to = pageHref(`/products/${category}`, page ? Number(page) || 1 : 1, filterParams(rest));
    throw redirectInLanguage(request, to);
  }
  const { category: _other, ...sortAndFilters } = read;
  const filters = params.id ? { ...sortAndFilters, category: params.id } : read;
  const query = { page: asked, limit: PRODUCTS_PER_PAGE, ...sortAndFilters };
  const [result, groups] = await Promise.all([
    params.id
      ? api.catalog.listCategoryProducts({ params: { id: pathParam(params.id) }, query })
      : api.catalog.listProducts({ query: { ...query, ...read, ...(search ? { search } : {}) } }),
    // The filter's lists, shared by the shop's pages for a few seconds (docs/decisions/234-shared-public-lists.md).
    sharedFilterGroups(lang, api),
  ]);
  const body = bodyOrNotFound(result);

  // Keep the page within 1..pages: a page past the end, 0 or junk gets its canonical URL instead.
  const page = clampPage(asked, body.pages);
  const raw = url.searchParams.get('page');
  const kept: Record<string, string> = {
    ...(search ? { search } : {}),
    ...filterParams(params.id ? sortAndFilters : filters),
  };
  // A GET form posts its empty boxes too (`minPrice=&category=`): those leave for the tidy address.
  const blank = [...url.searchParams].some(([name, value]) => value === '' && name !== 'page');
  if ((raw !== null && raw !== String(page)) || blank)
    throw redirectInLanguage(request, pageHref(url.pathname, page, kept));

  // The category's own name for its page's title, heading and description (the filter's lists name every
  // category, in the page's language); a category no list holds yet keeps the general words.
  const category = params.id
    ? groups
        .flatMap((group) => group.categories.map((item) => ({ ...item, service: group.service })))
        .find((item) => item._id === params.id?.toLowerCase())
    : undefined;

  return {
    // As the site writes it: an id in capitals is the same category (the API reads it so).
    categoryId: params.id?.toLowerCase() ?? null,
    category: category ? { name: category.name, service: category.service } : null,
    search,
    filters,
    kept,
    // the sentences, each once (two prices refused for one reason are one reason), not their codes: the
    // page then needs no table of the API's sentences in the browser
    refused: [...new Set(refused.map((code) => apiMessage(lang, code)))],
    groups,
    currency: currencySign(lang, env.CURRENCY),
    page,
    pages: body.pages,
    total: body.total,
    products: body.data.map((product) => toProductCard(product, lang, env.CURRENCY)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { lang, origin } = siteFromMatches(matches);
  const page = loaderData?.page ?? 1;
  const search = loaderData?.search ?? '';
  const category = loaderData?.category;
  const title = category
    ? page > 1
      ? translate(lang, 'products.meta.categoryPageTitle', { category: category.name, page })
      : category.name
    : page > 1
      ? translate(lang, 'products.meta.pageTitle', { page })
      : translate(lang, 'products.meta.title');
  const tags = pageMeta({
    lang,
    origin,
    // The address as the site writes it, whatever case or trailing slash the request had.
    path: pageHref(
      loaderData?.categoryId ? `/products/${loaderData.categoryId}` : '/products',
      page,
      search ? { search } : {},
    ),
    title: search ? translate(lang, 'products.meta.searchTitle', { search }) : title,
    description: category
      ? translate(lang, 'products.meta.categoryDescription', {
          category: category.name,
          service: category.service,
        })
      : translate(lang, 'products.meta.description'),
  });
  // A search's page shows whatever words it was given: followed for its products, never listed itself.
  return search ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t, tn } = useI18n();
  const {
    categoryId,
    category,
    search,
    filters,
    kept,
    refused,
    groups,
    currency,
    page,
    pages,
    total,
    products,
  } = loaderData;
  const pathname = categoryId ? `/products/${categoryId}` : '/products';
  const controls = { pathname, filters, search, groups, currency };
  const filtered = activeFilterCount(filters) > (categoryId ? 1 : 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-bold break-words text-gray-900">
          {search ? (
            <SetApart sentence={t('products.searchTitle', { search })} value={search} />
          ) : (
            (category?.name ?? t(categoryId ? 'products.categoryTitle' : 'products.title'))
          )}
        </h1>
        {/* Said when a filter leaves nothing too; seen only when there is something to count. */}
        <p className={total > 0 ? 'text-gray-700' : 'sr-only'} role="status">
          {tn('products.total', total)}
        </p>
      </div>
      {refused.length > 0 && (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p>{t('catalog.filter.ignored')}</p>
          <ul className="ms-5 list-disc">
            {refused.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
      {/* A sidebar of one width, room for the category names, and as many columns of cards beside it as keep
          each card wide enough (docs/decisions/271-catalog-grid-at-every-width.md). */}
      <div className={`mt-6 ${CATALOG_COLUMNS}`}>
        {/* A phone folds the controls above the grid; a desktop keeps them beside it. */}
        <CatalogControlsFold {...controls} />
        <aside className="hidden rounded-xl border border-leaf-100 bg-white p-4 shadow-sm lg:sticky lg:top-28 lg:block">
          <CatalogControls idPrefix="side" {...controls} />
        </aside>
        <div className="mt-6 lg:mt-0">
          {products.length === 0 ? (
            <div className="rounded-xl border border-dashed border-leaf-300 bg-white p-12 text-center text-lg text-gray-700">
              <p className="break-words">
                {search ? (
                  <SetApart sentence={t('products.searchEmpty', { search })} value={search} />
                ) : filtered ? (
                  t('catalog.filteredEmpty')
                ) : (
                  t('products.empty')
                )}
              </p>
              {(search || filtered) && (
                <Link
                  to="/products"
                  className="mt-4 inline-block font-semibold text-leaf-800 hover:underline"
                >
                  {t('products.showAll')}
                </Link>
              )}
            </div>
          ) : (
            <ul className={PRODUCT_GRIDS.catalog.className}>
              {products.map((product, index) => (
                <li key={product._id}>
                  <ProductCard
                    product={product}
                    grid="catalog"
                    // The first row on a phone (two cards) is what the page opens on.
                    priority={index < 2}
                    actions={
                      <CardActions productId={product._id} name={product.name} inStock={product.inStock} />
                    }
                    corner={<CardWishlistButton productId={product._id} name={product.name} />}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pager pathname={pathname} page={page} pages={pages} query={kept} />
        </div>
      </div>
      <CustomizeTile />
    </div>
  );
}
