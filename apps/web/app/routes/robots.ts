import { env } from '#app/lib/env.server';

// Resource route: /robots.txt. The API and the (later) admin and account areas are not for crawlers.
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin-panel',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /wishlist',
    '',
    `Sitemap: ${env.PUBLIC_ORIGIN}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
