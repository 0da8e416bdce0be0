import { env } from '../lib/env.server';
import { sitemapPaths, sitemapXml } from '../lib/sitemap.server';

// Resource route: /sitemap.xml, absolute URLs from PUBLIC_ORIGIN.
export async function loader() {
  const xml = sitemapXml(env.PUBLIC_ORIGIN, await sitemapPaths());
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
