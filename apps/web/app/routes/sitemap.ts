import type { Route } from './+types/sitemap';
import { type Api, apiFor } from '#app/lib/api.server';
import { env } from '#app/lib/env.server';
import { cachedAnswer } from '#app/lib/shared-lists.server';
import { sitemapFiles, sitemapPaths } from '#app/lib/sitemap.server';

/**
 * How long the sitemap is kept once built (docs/decisions/234-shared-public-lists.md). Listing its pages
 * walks the whole catalog, a call per hundred products, and a file can hold 50,000 addresses; anyone may
 * ask for it. Kept, a flood of requests costs the API one walk and this server one build of each file per
 * period, and crawlers see a new product (or miss a removed one) within it. Others may keep the file as long.
 */
export const SITEMAP_TTL_MS = 10 * 60_000;

const sitemap = cachedAnswer(
  async (api: Api) => sitemapFiles(env.PUBLIC_ORIGIN, await sitemapPaths(api)),
  SITEMAP_TTL_MS,
);

// Resource route: /sitemap.xml (and its ?part=N once the site needs several files), absolute URLs from
// PUBLIC_ORIGIN.
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('part');
  const part = asked === null ? null : /^\d{1,6}$/.test(asked) ? Number(asked) : 0;
  const xml = (await sitemap(apiFor(request, context)))(part);
  if (xml === null)
    return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${SITEMAP_TTL_MS / 1000}`,
    },
  });
}
