import { IMAGE_WIDTHS } from '@farm/contract';

/** Fallback picture for a category without an image (docs/product-rules.md §2; made by scripts/make-assets.mjs). */
export const CATEGORY_FALLBACK_IMAGE = '/images/category-fallback.svg';

const STORED_FILE = /^\/api\/files\/[a-f\d]{24}$/i;

/**
 * A stored picture resized by the API to `width` (one of the contract's IMAGE_WIDTHS), as WebP where the
 * browser takes it (docs/decisions/103-image-renditions.md). Any other address is returned as it is.
 */
export function rendition(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return STORED_FILE.test(url) ? `${url}?w=${width}` : url;
}

/**
 * `src`, `srcSet` and `sizes` for a stored picture shown `sizes` wide: its renditions from `smallest` up
 * to `largest`, so a phone downloads a narrow file. Other addresses get a plain `src`.
 */
export function responsiveImage(
  url: string,
  sizes: string,
  { smallest = 160, largest = 800 }: { smallest?: number; largest?: number } = {},
): { src: string; srcSet?: string; sizes?: string } {
  if (!STORED_FILE.test(url)) return { src: url };
  const widths = IMAGE_WIDTHS.filter((width) => width >= smallest && width <= largest);
  return {
    src: rendition(url, widths.at(-1) ?? IMAGE_WIDTHS[0]),
    srcSet: widths.map((width) => `${rendition(url, width)} ${width}w`).join(', '),
    sizes,
  };
}
