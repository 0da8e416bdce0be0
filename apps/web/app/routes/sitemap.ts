import type { Route } from './+types/sitemap';
import { type Api, apiFor } from '#app/lib/api.server';
import { env } from '#app/lib/env.server';
import { cachedAnswer } from '#app/lib/shared-lists.server';
import { sitemapPaths, sitemapXml } from '#app/lib/sitemap.server';

/**
 * How long the sitemap is kept once built (docs/decisions/234-shared-public-lists.md). Building it walks the
 * whole catalog, a call per hundred products, and anyone may ask for it: kept, a flood of requests costs
 * the API one walk per period, and crawlers see a new product within it.
 */
export const SITEMAP_TTL_MS = 10 * 60_000;

const sitemap = cachedAnswer(
  async (api: Api) => sitemapXml(env.PUBLIC_ORIGIN, await sitemapPaths(api)),
  SITEMAP_TTL_MS,
);

// Resource route: /sitemap.xml, absolute URLs from PUBLIC_ORIGIN.
export async function loader({ request, context }: Route.LoaderArgs) {
  return new Response(await sitemap(apiFor(request, context)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
