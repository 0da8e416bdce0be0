import { PRODUCTS_PER_PAGE } from '@farm/contract';
import { redirect } from 'react-router';
import type { Route } from './+types/products';
import { Pager } from '../components/pager';
import { ProductCard } from '../components/product-card';
import { CustomizeTile } from '../enquiries/customize-tile';
import { useI18n } from '../i18n/context';
import { translate } from '../i18n/messages';
import { api, bodyOrNotFound, pathParam } from '../lib/api.server';
import { env } from '../lib/env.server';
import { languageOf } from '../lib/language.server';
import { clampPage, pageHref, requestedPage } from '../lib/pagination';
import { toProductCard } from '../lib/product-view';
import { pageMeta } from '../lib/seo';
import { siteFromMatches } from '../lib/site';

// /products (every product) and /products/:id (one category), 8 per page, page N at ?page=N.
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageOf(request);
  const asked = requestedPage(url.searchParams);
  const query = { page: asked, limit: PRODUCTS_PER_PAGE };
  const result = params.id
    ? await api.catalog.listCategoryProducts({ params: { id: pathParam(params.id) }, query })
    : await api.catalog.listProducts({ query });
  const body = bodyOrNotFound(result);

  // Keep the page within 1..pages: a page past the end, 0 or junk gets its canonical URL instead.
  const page = clampPage(asked, body.pages);
  const raw = url.searchParams.get('page');
  if (raw !== null && raw !== String(page)) throw redirect(pageHref(url.pathname, page));

  return {
    categoryId: params.id ?? null,
    page,
    pages: body.pages,
    total: body.total,
    products: body.data.map((product) => toProductCard(product, lang, env.CURRENCY)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { lang, origin } = siteFromMatches(matches);
  const page = loaderData?.page ?? 1;
  return pageMeta({
    lang,
    origin,
    path: pageHref(location.pathname, page),
    title:
      page > 1
        ? translate(lang, 'products.meta.pageTitle', { page })
        : translate(lang, 'products.meta.title'),
    description: translate(lang, 'products.meta.description'),
  });
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t, tn } = useI18n();
  const { categoryId, page, pages, total, products } = loaderData;
  const pathname = categoryId ? `/products/${categoryId}` : '/products';
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-bold text-gray-900">
          {t(categoryId ? 'products.categoryTitle' : 'products.title')}
        </h1>
        {total > 0 && <p className="text-gray-700">{tn('products.total', total)}</p>}
      </div>
      {products.length === 0 ? (
        <p className="mt-12 rounded-xl border border-dashed border-leaf-300 bg-white p-12 text-center text-lg text-gray-700">
          {t('products.empty')}
        </p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
      <CustomizeTile />
      <Pager pathname={pathname} page={page} pages={pages} />
    </div>
  );
}
