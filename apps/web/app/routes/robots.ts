import { env } from '#app/lib/env.server';

// Resource route: /robots.txt. The API and the admin and shopping areas are not for crawlers. The
// pictures are: every stored image (products, posts, the gallery, link previews' og:image) is served at
// /api/files/, and crawlers follow the longest matching rule, so its Allow wins over the API's Disallow.
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/files/',
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
