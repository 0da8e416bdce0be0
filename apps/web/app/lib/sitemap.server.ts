import { api, bodyOrNotFound, pathParam } from './api.server';

// The API's largest page size: fewer round trips while walking the whole catalog.
const PAGE_LIMIT = 100;

/** Every public path the sitemap lists: the built screens, each service and category, every product. */
export async function sitemapPaths(): Promise<string[]> {
  const paths = ['/home', '/products', '/career', '/contact', '/customize-form'];
  const services = bodyOrNotFound(await api.catalog.listServices()).data;
  const categoryLists = await Promise.all(
    services.map(async (service) => {
      paths.push(`/service/${service._id}`, `/customize-form/${service._id}`);
      return bodyOrNotFound(
        await api.catalog.listServiceCategories({ params: { id: pathParam(service._id) } }),
      ).data;
    }),
  );
  for (const category of categoryLists.flat()) paths.push(`/products/${category._id}`);

  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const body = bodyOrNotFound(await api.catalog.listProducts({ query: { page, limit: PAGE_LIMIT } }));
    pages = body.pages;
    for (const product of body.data) paths.push(`/product-detail/${encodeURIComponent(product.slug)}`);
  }
  return [...new Set(paths)];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
