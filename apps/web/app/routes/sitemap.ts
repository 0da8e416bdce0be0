import { data } from 'react-router';
import type { Route } from './+types/sitemap';
import { type Api, apiFor } from '#app/lib/api.server';
import { env } from '#app/lib/env.server';
import { cachedAnswer } from '#app/lib/shared-lists.server';
import { sitemapDocument, sitemapPaths } from '#app/lib/sitemap.server';

/**
 * How long the sitemap's pages are kept once listed (docs/decisions/234-shared-public-lists.md). Listing
 * them walks the whole catalog, a call per hundred products, and anyone may ask for the sitemap: kept, a
 * flood of requests costs the API one walk per period, and crawlers see a new product within it.
 */
export const SITEMAP_TTL_MS = 10 * 60_000;

const listedPaths = cachedAnswer((api: Api) => sitemapPaths(api), SITEMAP_TTL_MS);

// Resource route: /sitemap.xml (and its ?part=N once the site needs several files), absolute URLs from
// PUBLIC_ORIGIN.
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('part');
  const part = asked === null ? null : /^\d{1,6}$/.test(asked) ? Number(asked) : 0;
  const xml = sitemapDocument(env.PUBLIC_ORIGIN, await listedPaths(apiFor(request, context)), part);
  if (xml === null) throw data(null, { status: 404, statusText: 'Not Found' });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
