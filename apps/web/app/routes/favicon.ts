// Resource route: /favicon.ico, which browsers and crawlers ask for by themselves. The site's icon is
// /favicon.svg (root.tsx links it); this sends them there for good, instead of rendering the whole
// not-found page for every such request.
export function loader() {
  return new Response(null, {
    status: 301,
    headers: { Location: '/favicon.svg', 'Cache-Control': 'public, max-age=86400' },
  });
}
