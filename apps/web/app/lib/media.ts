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
