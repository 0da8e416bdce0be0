/** Fallback picture for a category without an image (spec section 2; made by scripts/make-assets.mjs). */
export const CATEGORY_FALLBACK_IMAGE = '/images/category-fallback.svg';

/**
 * Whether a video URL points at a playable file (our own stored files, or a direct media file) rather
 * than a page on a video site. Pages are linked, never embedded: embedding would load third-party
 * players and trackers into our pages.
 */
export function isPlayableVideo(url: string): boolean {
  if (url.startsWith('/api/files/')) return true;
  try {
    return /\.(mp4|webm|ogv|ogg)$/i.test(new URL(url, 'http://local').pathname);
  } catch {
    return false;
  }
}
