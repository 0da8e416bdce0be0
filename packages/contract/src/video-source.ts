/**
 * Service videos (docs/decisions/181-service-videos.md): a file stored on this site, played in place, or a
 * video on YouTube or Vimeo, shown through a click-to-load facade. Nothing else is a video.
 *
 * This module has no zod, so a public page that plays videos does not download the validation library;
 * the schemas are in videos.ts.
 */

/** The video kinds the API stores, decided by the file's bytes. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const VIDEO_EXTENSIONS = ['.mp4', '.m4v', '.webm'] as const;
export const VIDEO_URL_MAX_LENGTH = 500;
export const VIDEO_TITLE_MAX_LENGTH = 120;

/** Where a video plays from: our own file, or one video on a video site, named by its id. */
export type VideoSource =
  { kind: 'file'; url: string } | { kind: 'youtube'; id: string } | { kind: 'vimeo'; id: string };

const STORED_FILE = /^\/api\/files\/[a-f\d]{24}$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

/**
 * The source a video address names, or undefined for anything else: a search, a channel, a playlist,
 * another site, http://, a relative path. Only these shapes are accepted:
 * `/api/files/<id>`, `https://www.youtube.com/watch?v=<id>`, `https://youtu.be/<id>`,
 * `https://www.youtube.com/embed/<id>` and `https://vimeo.com/<number>`.
 */
export function videoSourceOf(address: string): VideoSource | undefined {
  const value = address.trim();
  if (STORED_FILE.test(value)) return { kind: 'file', url: value };
  if (!value.startsWith('https://') || /\s/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts.length === 2 && parts[0] === 'embed') id = parts[1];
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : undefined;
  }
  if (host === 'youtu.be') {
    id = parts.length === 1 ? parts[0] : undefined;
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : undefined;
  }
  if (VIMEO_HOSTS.has(host)) {
    id = parts.length === 1 ? parts[0] : undefined;
    return id && VIMEO_ID.test(id) ? { kind: 'vimeo', id } : undefined;
  }
  return undefined;
}

/**
 * The player a clicked facade loads: YouTube's no-cookie host (no cookies until the visitor plays) and
 * Vimeo's player with its do-not-track switch. Undefined for a file, which plays in a `<video>`.
 */
export function videoEmbedUrl(source: VideoSource): string | undefined {
  if (source.kind === 'youtube') return `https://www.youtube-nocookie.com/embed/${source.id}?autoplay=1`;
  if (source.kind === 'vimeo') return `https://player.vimeo.com/video/${source.id}?autoplay=1&dnt=1`;
  return undefined;
}
