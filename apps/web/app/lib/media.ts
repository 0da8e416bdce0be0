import { IMAGE_WIDTHS } from '@farm/contract';

/** Fallback picture for a category without an image (docs/product-rules.md §2; made by scripts/make-assets.mjs). */
export const CATEGORY_FALLBACK_IMAGE = '/images/category-fallback.svg';

/**
 * Whether a video URL points at a playable file on this site (our own stored files, or a media file
 * path) rather than anything elsewhere. Other sites' videos, pages and files alike, are linked, never
 * embedded: embedding would load third-party players and trackers into our pages, and the pages' CSP
 * (media-src 'self', server/security-headers.mjs) would refuse to play them anyway.
 */
export function isPlayableVideo(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  if (url.startsWith('/api/files/')) return true;
  try {
    return /\.(mp4|webm|ogv|ogg)$/i.test(new URL(url, 'http://local').pathname);
  } catch {
    return false;
  }
}

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
