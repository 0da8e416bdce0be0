import { GALLERY_QUERY, type GalleryItem } from '@farm/contract';
import { Link } from 'react-router';
import type { Route } from './+types/gallery';
import { SizedPicture } from '#app/components/content/sized-picture';
import { useI18n } from '#app/i18n/context';
import { apiFor, bodyOrNotFound } from '#app/lib/api.server';
import { redirectInLanguage } from '#app/lib/language.server';
import { clampPage, requestedPage } from '#app/lib/pagination';
import { fixedPageMeta } from '#app/lib/seo';

/** The id of a gallery card, so 'Load more' can land on the first new picture (`#gallery-11`). */
const cardId = (position: number) => `gallery-${position}`;

/**
 * /gallery shows the first ten pictures (docs/product-rules.md §9: page 1, limit 10); /gallery?page=N shows pages 1
 * to N, each asked of the API as the product rules ask for page 1. 'Load more' is a plain link to the next N, so it
 * works without JavaScript; with it, the client-side navigation keeps the pictures already shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = requestedPage(url.searchParams);
  const api = apiFor(request, context);
  const first = bodyOrNotFound(await api.content.listGallery({ query: GALLERY_QUERY }));
  const shownPages = clampPage(asked, first.pages);
  const raw = url.searchParams.get('page');
  if (raw !== null && (shownPages === 1 || raw !== String(shownPages)))
    throw redirectInLanguage(request, shownPages === 1 ? '/gallery' : `/gallery?page=${shownPages}`);
  const rest = await Promise.all(
    Array.from({ length: shownPages - 1 }, async (_, index) =>
      bodyOrNotFound(
        await api.content.listGallery({
          query: { page: index + 2, limit: GALLERY_QUERY.limit },
        }),
      ),
    ),
  );
  const items: GalleryItem[] = [...first.data, ...rest.flatMap((page) => page.data)];
  return { items, total: first.total, shownPages, pages: first.pages };
}

// Every ?page=N holds the first page's pictures too: the plain address is the one to index.
export const meta: Route.MetaFunction = fixedPageMeta('/gallery', 'gallery.meta');

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { t, tn } = useI18n();
  const { items, total, shownPages, pages } = loaderData;
  const next = shownPages < pages ? shownPages + 1 : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-bold text-gray-900 sm:text-5xl">{t('gallery.title')}</h1>
        <p className="mt-4 text-lg text-gray-700">{t('gallery.lead')}</p>
      </header>
      {items.length === 0 ? (
        <p className="mt-12 rounded-xl border border-dashed border-leaf-300 bg-white p-12 text-center text-lg text-gray-700">
          {t('gallery.empty')}
        </p>
      ) : (
        // Masonry by CSS columns: 4 wide, 3 under 1200px, 2 under 768px, 1 under 576px (docs/product-rules.md §2).
        // Each loaded page is a block of its own under the ones before: columns fill down before across, so
        // one block for all would move every picture already seen to another column at each Load more.
        <div data-testid="gallery-grid" className="mt-10">
          {pagesOf(items).map(({ first, pictures }) => (
            <ul
              key={first}
              className="columns-1 gap-4 min-[576px]:columns-2 min-[768px]:columns-3 min-[1200px]:columns-4"
            >
              {pictures.map((item, index) => (
                <GalleryCard key={item._id} item={item} number={first + index} />
              ))}
            </ul>
          ))}
        </div>
      )}
      {items.length > 0 && (
        <div className="mt-10 flex flex-col items-center gap-4">
          <p className="text-gray-700" aria-live="polite">
            {tn('gallery.shown', total, { shown: items.length })}
          </p>
          {next && (
            <Link
              to={`/gallery?page=${next}#${cardId(items.length + 1)}`}
              preventScrollReset
              className="rounded-full bg-leaf-700 px-6 py-3 font-semibold text-white hover:bg-leaf-800"
            >
              {t('gallery.loadMore')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

/** The pictures in the pages they were loaded in, each with the number of its first picture (from 1). */
function pagesOf(items: GalleryItem[]): { first: number; pictures: GalleryItem[] }[] {
  const size = GALLERY_QUERY.limit;
  return Array.from({ length: Math.ceil(items.length / size) }, (_, page) => ({
    first: page * size + 1,
    pictures: items.slice(page * size, (page + 1) * size),
  }));
}

/** One picture with its title and description over it; `number` counts from 1 across the pages shown. */
function GalleryCard({ item, number }: { item: GalleryItem; number: number }) {
  return (
    <li id={cardId(number)} className="mb-4 break-inside-avoid scroll-mt-28">
      <figure className="group relative overflow-hidden rounded-2xl bg-leaf-50 shadow-sm">
        <SizedPicture
          image={item.image}
          alt={item.title}
          sizes="(min-width: 1200px) 300px, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw"
          priority={number <= 2}
          className="h-auto w-full transition-transform duration-500 group-hover:scale-105"
        />
        <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/55 to-transparent px-4 pt-12 pb-4 text-white">
          <p className="font-semibold">
            <bdi>{item.title}</bdi>
          </p>
          <p className="mt-1 text-sm text-gray-100">
            <bdi>{item.description}</bdi>
          </p>
        </figcaption>
      </figure>
    </li>
  );
}
