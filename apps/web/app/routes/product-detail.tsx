import { Icon } from '#app/components/icons';
import { toProductCard } from '#app/lib/product-view';
import { Breadcrumb } from '#app/components/content/breadcrumb';
import type { Route } from './+types/product-detail';
import { PriceTag } from '#app/components/price-tag';
import { ProductCard } from '#app/components/product-card';
import { PRODUCT_GRIDS } from '#app/components/product-grid';
import { ProductGallery } from '#app/components/product-gallery';
import { StockLabel } from '#app/components/stock-label';
import { CustomizeProductButton } from '#app/enquiries/customize-tile';
import { useI18n } from '#app/i18n/context';
import { Written } from '#app/components/ui/written';
import { translate } from '#app/i18n/messages';
import { apiFor, bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { env } from '#app/lib/env.server';
import { productJsonLd, serializeJsonLd } from '#app/lib/json-ld';
import { languageOf } from '#app/lib/language.server';
import { notFoundMeta, pageMeta, summarize } from '#app/lib/seo';
import { siteFromMatches } from '#app/lib/site';
import { DetailActions } from '#app/shop/product-forms';

// The URL parameter is the product's slug (docs/product-rules.md §2).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageOf(request);
  const api = apiFor(request, context);
  const slug = pathParam(params.id);
  const [found, relatedAnswer] = await Promise.all([
    api.catalog.getProduct({ params: { slug } }),
    api.catalog.listRelatedProducts({ params: { slug } }),
  ]);
  const product = bodyOrNotFound(found).data;
  // Related products are an extra: a failure to list them leaves the section out, not the page.
  const related = relatedAnswer.status === 200 ? relatedAnswer.body.data : [];
  const image = Number(new URL(request.url).searchParams.get('image') ?? '1');
  return {
    product: {
      ...toProductCard(product, lang, env.CURRENCY),
      description: product.description,
      images: product.images.map((media) => media.url),
      usp: product.usp,
    },
    related: related.map((item) => toProductCard(item, lang, env.CURRENCY)),
    initialImage: Number.isInteger(image) && image >= 1 ? image - 1 : 0,
    jsonLd: serializeJsonLd(
      productJsonLd(product, { origin: env.PUBLIC_ORIGIN, currency: env.CURRENCY, lang }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { lang, origin } = siteFromMatches(matches);
  if (!loaderData) return notFoundMeta(lang);
  const { product } = loaderData;
  return pageMeta({
    lang,
    origin,
    path: `/product-detail/${encodeURIComponent(product.slug)}`,
    title: product.name,
    description:
      summarize(product.description) || translate(lang, 'detail.meta.description', { name: product.name }),
    // A shared link shows the product's first picture.
    image: product.images[0],
  });
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { product, related, initialImage, jsonLd } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Breadcrumb
        trail={[{ to: '/products', label: t('nav.products') }]}
        current={<bdi>{product.name}</bdi>}
        currentName={product.name}
      />
      {/* A related product opens on the same route: its own first picture and quantity, not the last one's. */}
      <div key={product._id} className="mt-6 grid gap-10 lg:grid-cols-2">
        <ProductGallery name={product.name} images={product.images} initial={initialImage} />
        <div className="flex flex-col gap-5">
          {product.offer && (
            <p>
              <span className="rounded-full bg-berry-700 px-3 py-1 text-sm font-semibold text-white">
                <bdi>{product.offer}</bdi>
              </span>
            </p>
          )}
          <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">
            <Written text={product.name} />
          </h1>
          <PriceTag
            size="lg"
            price={product.price}
            discountedPrice={product.discountedPrice}
            discounted={product.discounted}
          />
          <StockLabel inStock={product.inStock} />
          <DetailActions productId={product._id} inStock={product.inStock} />
          <CustomizeProductButton product={product} />
          {product.usp.length > 0 && (
            <section aria-labelledby="features-title">
              <h2 id="features-title" className="text-lg font-semibold text-gray-900">
                {t('detail.features')}
              </h2>
              <ul className="mt-3 space-y-2">
                {product.usp.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-gray-800">
                    <Icon name="check" className="mt-0.5 shrink-0 text-leaf-700" />
                    <Written text={point} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="text-lg font-semibold text-gray-900">
              {t('detail.description')}
            </h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-gray-800">
              <Written text={product.description} />
            </p>
          </section>
        </div>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-16">
          <h2 id="related-title" className="text-2xl font-bold text-gray-900">
            {t('related.title')}
          </h2>
          <ul className={`mt-6 ${PRODUCT_GRIDS.fullWidth.className}`}>
            {related.map((item) => (
              <li key={item._id}>
                <ProductCard product={item} grid="fullWidth" headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
