/**
 * The grids of product cards (and of link tiles, TILE_GRIDS), each with the `sizes` of its cards' pictures: how wide a card is drawn at each
 * width of the window, worked out from the grid's classes beside it, so the browser downloads the picture the
 * card needs (docs/decisions/271-catalog-grid-at-every-width.md). Change a grid's classes, change its sizes:
 * `e2e/catalog-grid.spec.ts` measures the cards against them.
 *
 * Both grids sit in the page's `max-w-7xl px-4` column (80rem at most, 1rem padding on each side): one
 * column under 22.5rem, two from there, `gap-3` on a phone and `gap-6` from `sm`. Every length is in rem, as
 * Tailwind's breakpoints are, so the sizes hold whatever text size the visitor's browser is set to.
 */

/** The catalog's page from `lg`: the filters in a 21rem sidebar, 2rem from the cards. */
export const CATALOG_COLUMNS = 'lg:grid lg:grid-cols-[21rem_minmax(0,1fr)] lg:items-start lg:gap-8';

/**
 * The picture's width in a row of `columns` cards `gap` rem apart across `room` (a CSS length), less the
 * card's 1px border on each side.
 */
function pictureWidth(room: string, columns: number, gap = 1.5): string {
  if (columns === 1) return `calc(${room} - 2px)`;
  return `calc((${room} - ${(columns - 1) * gap}rem) / ${columns} - 2px)`;
}

/** `(min-width: …) width` for each window from `minRem` up, widest first, then the width below them all. */
function sizes(entries: [minRem: number, width: string][], otherwise: string): string {
  return [...entries.map(([min, width]) => `(min-width: ${min}rem) ${width}`), otherwise].join(', ');
}

/** The page's column inside its padding; 78rem from 80rem up. */
const PAGE = '100vw - 2rem';
/** The catalog's cards beside the sidebar: the page's column less 21rem and its 2rem gap; 55rem from 80rem up. */
const BESIDE_SIDEBAR = '100vw - 25rem';

export const PRODUCT_GRIDS = {
  /**
   * The catalog (/products, a category, a search): three columns on a tablet; beside the sidebar from `lg`,
   * two until three fit at 14rem each (a 70rem window), then three. No card is narrower than 14rem from `sm`
   * up (a six-figure price, a name's longest word, the Arabic Add to cart with its icon, each on one line); a
   * phone has two columns of the phone's card (docs/decisions/268-card-buttons-account-tabs-file-inputs.md).
   */
  catalog: {
    className:
      'grid grid-cols-1 gap-3 min-[22.5rem]:grid-cols-2 sm:gap-6 md:grid-cols-3 lg:grid-cols-2 min-[70rem]:grid-cols-3',
    sizes: sizes(
      [
        [80, pictureWidth('55rem', 3)],
        [70, pictureWidth(BESIDE_SIDEBAR, 3)],
        [64, pictureWidth(BESIDE_SIDEBAR, 2)],
        [48, pictureWidth(PAGE, 3)],
        [40, pictureWidth(PAGE, 2)],
        [22.5, pictureWidth(PAGE, 2, 0.75)],
      ],
      pictureWidth(PAGE, 1),
    ),
  },
  /** A row across the page (the home page's featured products, a product's related ones, the wishlist). */
  fullWidth: {
    className: 'grid grid-cols-1 gap-3 min-[22.5rem]:grid-cols-2 sm:gap-6 lg:grid-cols-4',
    sizes: sizes(
      [
        [80, pictureWidth('78rem', 4)],
        [64, pictureWidth(PAGE, 4)],
        [40, pictureWidth(PAGE, 2)],
        [22.5, pictureWidth(PAGE, 2, 0.75)],
      ],
      pictureWidth(PAGE, 1),
    ),
  },
} as const;

export type ProductGrid = keyof typeof PRODUCT_GRIDS;

/**
 * The grids of link tiles (components/link-card.tsx: a segment, a service's category), each with its
 * pictures' `sizes`, worked out as the product grids' are. All three layouts are 1 column, 2 from `sm`, with
 * `gap-6`.
 */
export const TILE_GRIDS = {
  /** Across the page, four from `lg` (the home page's segments, a segment page's categories). */
  fullWidth: {
    className: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
    sizes: sizes(
      [
        [80, pictureWidth('78rem', 4)],
        [64, pictureWidth(PAGE, 4)],
        [40, pictureWidth(PAGE, 2)],
      ],
      pictureWidth(PAGE, 1),
    ),
  },
  /**
   * A service page's categories, beside its 18rem column of facts from `lg` (2.5rem apart, 3.5rem from `xl`),
   * three from `xl`.
   */
  besideFacts: {
    className: 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3',
    sizes: sizes(
      [
        [80, pictureWidth('56.5rem', 3)],
        [64, pictureWidth('100vw - 22.5rem', 2)],
        [40, pictureWidth(PAGE, 2)],
      ],
      pictureWidth(PAGE, 1),
    ),
  },
} as const;

export type TileGrid = keyof typeof TILE_GRIDS;
