import type { Route } from './+types/sitemap';
import { apiFor } from '#app/lib/api.server';
import { env } from '#app/lib/env.server';
import { sitemapPaths, sitemapXml } from '#app/lib/sitemap.server';

// Resource route: /sitemap.xml, absolute URLs from PUBLIC_ORIGIN.
export async function loader({ request, context }: Route.LoaderArgs) {
  const xml = sitemapXml(env.PUBLIC_ORIGIN, await sitemapPaths(apiFor(request, context)));
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
