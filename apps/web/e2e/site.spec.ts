import { WEB_ORIGIN } from './ports';
import {
  API,
  expect,
  expectAccessible,
  hydrated,
  jsonLdOf,
  test,
  useLanguage,
  watchScripts,
  words,
} from './support';

type Category = { _id: string; slug: string };

async function categoryId(request: import('@playwright/test').APIRequestContext, slug: string) {
  const services = (await (await request.get(`${API}/services`)).json()) as { data: { _id: string }[] };
  for (const service of services.data) {
    const categories = (await (await request.get(`${API}/services/${service._id}/categories`)).json()) as {
      data: Category[];
    };
    const found = categories.data.find((category) => category.slug === slug);
    if (found) return found._id;
  }
  throw new Error(`no category ${slug}`);
}

test('unknown URLs get the styled 404 page with status 404, in both languages', async ({
  page,
  browserErrors,
}) => {
  browserErrors.expect(/status of 404 .*\/(no-such-page|product-detail\/no-such-product)\)$/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: words.en.notFound })).toBeVisible();
  await expectAccessible(page, '404 (en)');

  await useLanguage(page, 'ar');
  const arabic = await page.goto('/product-detail/no-such-product');
  expect(arabic?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: words.ar.notFound })).toBeVisible();
  await expect(page).toHaveTitle(/الصفحة غير موجودة/);
  await expectAccessible(page, '404 (ar)');
});

test('a path parameter cannot steer the page to another API route', async ({ request }) => {
  for (const path of [
    '/product-detail/..%2Fservices',
    '/service/..%2F..%2Fproducts',
    '/products/x%3Fpage=2',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('an empty category says so and shows no pager', async ({ page, request }) => {
  await page.goto(`/products/${await categoryId(request, 'hotel-living-walls')}`);
  await expect(page.getByText(words.en.empty)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await expectAccessible(page, 'empty category');
});

test('the sitemap lists the pages and every product; robots.txt points at it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  // Kept by others no longer than this server keeps it: a removed product leaves within ten minutes.
  expect(sitemap.headers()['cache-control']).toBe('public, max-age=600');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${WEB_ORIGIN}/home</loc>`);
  expect(xml).toContain(`<loc>${WEB_ORIGIN}/products</loc>`);
  const total = ((await (await request.get(`${API}/products?limit=1`)).json()) as { total: number }).total;
  expect(total).toBeGreaterThan(8);
  // Each product twice: its English and its Arabic (?lang=ar) address.
  expect(xml.match(/<loc>[^<]*\/product-detail\//g)?.length).toBe(total * 2);
  // A segment's service is listed once, as its segment page, which its /service page names as canonical.
  const services = (await (await request.get(`${API}/services`)).json()) as {
    data: { _id: string; slug: string }[];
  };
  const residential = services.data.find((service) => service.slug === 'residential');
  const hydroponics = services.data.find((service) => service.slug === 'hydroponics');
  expect(xml).toContain(`<loc>${WEB_ORIGIN}/residential</loc>`);
  expect(xml).not.toContain(`/service/${residential?._id}<`);
  expect(xml).toContain(`<loc>${WEB_ORIGIN}/service/${hydroponics?._id}</loc>`);
  const servicePage = await (await request.get(`/service/${residential?._id}`)).text();
  expect(servicePage).toContain(`<link rel="canonical" href="${WEB_ORIGIN}/residential"/>`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${WEB_ORIGIN}/sitemap.xml`);
  // The stored pictures are for crawlers (image search, link previews); the rest of the API is not.
  expect(robots).toContain('Allow: /api/files/\nDisallow: /api/\n');
  // The icon browsers ask for by themselves leads to the site's own, without a page rendered for it.
  const icon = await request.get('/favicon.ico', { maxRedirects: 0 });
  expect(icon.status()).toBe(301);
  expect(icon.headers().location).toBe('/favicon.svg');
});

test('product detail carries its JSON-LD, canonical link and description', async ({ page }) => {
  await page.goto('/product-detail/vertitower-28-pocket-home-tower');
  const ld = await jsonLdOf(page);
  expect(ld.Product).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'AED' } });
  // The breadcrumb's trail, for search results: Home, Products, the product.
  expect(ld.BreadcrumbList).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Home', item: `${WEB_ORIGIN}/home` },
      { position: 2, name: 'Products', item: `${WEB_ORIGIN}/products` },
      { position: 3, name: expect.stringMatching(/VertiTower/i) },
    ],
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${WEB_ORIGIN}/product-detail/vertitower-28-pocket-home-tower`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^${WEB_ORIGIN}/api/files/`),
  );
  // The product's own label comes first; the related products' cards below carry theirs.
  await expect(page.getByText(/^(In stock|Out of stock)$/).first()).toBeVisible();
});

test('the magazine downloads as Magazine.pdf', async ({ page, request }) => {
  await page.goto('/home');
  const link = page.getByRole('banner').getByRole('link', { name: 'Magazine' });
  await expect(link).toHaveAttribute('download', 'Magazine.pdf');
  await expect(link).toHaveAccessibleDescription('Download our magazine (PDF)');
  const pdf = await request.get('/Magazine.pdf');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('product pictures come through the site origin, resized to the width the card shows (WebP)', async ({
  page,
}) => {
  // decision 103: a phone-wide card asks for a narrow rendition, and the browser gets WebP.
  await page.setViewportSize({ width: 390, height: 844 });
  const pictures: { url: string; type: string }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/files/'))
      pictures.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
  });
  await page.goto('/products');
  const image = page.getByRole('main').locator('img').first();
  expect(await image.getAttribute('srcset')).toMatch(/^\/api\/files\/[a-f\d]{24}\?w=160 160w, /);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  const width = Number(new URL(chosen).searchParams.get('w'));
  // 46vw of 390 px at the page's device pixel ratio, rounded up to a listed width.
  expect(width).toBeGreaterThanOrEqual(160);
  expect(width).toBeLessThanOrEqual(480);
  expect(new URL(chosen).origin).toBe(new URL(page.url()).origin);
  expect(pictures.find((picture) => picture.url === chosen)?.type).toBe('image/webp');
});

test('a page names its scripts as React Router writes them, then hydrates', async ({ page, request }) => {
  // decision 144: <Scripts> as React Router ships it: a modulepreload link for each module of the page and
  // one module script, all carrying this response's nonce, so the browser fetches them at once.
  const answer = await request.get('/home');
  const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
  const html = await answer.text();
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)" nonce="([^"]*)"/g),
  ];
  expect(preloads.length).toBeGreaterThan(3);
  // decisions 225 and 227: the layout's own modules, the toaster and the contract's constants with them, come
  // in one `shell` file, so /home names about a dozen modules, not the twenty-two it named before
  expect(preloads.filter(([, href]) => /^\/assets\/shell-/.test(href))).toHaveLength(1);
  expect(preloads.filter(([, href]) => /^\/assets\/(toaster|constants|chunk)-/.test(href))).toEqual([]);
  expect(preloads.length).toBeLessThanOrEqual(14);
  expect(preloads.every(([, , linkNonce]) => linkNonce === nonce)).toBe(true);
  expect(html).toContain(`<script nonce="${nonce}" type="module" async="">`);
  // The company's structured data, which no browser runs (so it needs no nonce).
  expect(html).toMatch(
    /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Organization"/,
  );
  await page.goto('/home');
  await hydrated(page);
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  );
  expect(fetched).toEqual(expect.arrayContaining(preloads.map(([, href]) => href)));

  // Hydrated: a link is followed in the page, without a new document.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

for (const path of ['/home', '/products', '/product-detail/vertitower-28-pocket-home-tower']) {
  test(`${path} loads no validation library: its scripts carry no zod`, async ({ page }) => {
    // decision 104: the contract is built module by module, so a page takes only the constants and messages
    // it uses; decision 105: the customize form and its schema load when the visitor reaches for them.
    const scripts = watchScripts(page);
    await page.goto(path);
    await hydrated(page);
    expect((await scripts.loaded()).length).toBeGreaterThan(3);
    expect(await scripts.withZod()).toEqual([]);
  });
}

test('the language switch turns the same page to Arabic in place, and back', async ({ page }) => {
  // Each language's texts are a script of their own; a page fetches its own language only (decision 099).
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/((?:en|ar)-(?:site|pages))-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) catalogues.push(name);
  });
  await page.goto('/products?page=2');
  await hydrated(page);
  expect([...catalogues].sort()).toEqual(['en-pages', 'en-site']);
  await page.getByRole('button', { name: 'View this site in Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('منتجاتنا');
  await expect(page).toHaveTitle(/المنتجات، الصفحة 2/);
  expect([...catalogues].sort()).toEqual(['ar-pages', 'ar-site', 'en-pages', 'en-site']);

  await page.getByRole('button', { name: 'عرض الموقع باللغة الإنجليزية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our products');
});

test("/home loads the site's texts alone; another page brings the rest of its texts when it is opened", async ({
  page,
}) => {
  // decision 191: the planner's, the enquiry forms' and the other content pages' texts are a part of their own,
  // which /home does not load; a page that shows them waits for them, in place, and never shows a raw key.
  const parts: string[] = [];
  page.on('request', (request) => {
    const part = /\/assets\/((?:en|ar)-(?:site|pages|admin))-[\w-]+\.js$/.exec(request.url())?.[1];
    if (part) parts.push(part);
  });
  const rawKey =
    /\b(?:planner|enquiry|career|contact|customize|segment|about|terms|privacy|policy|legal|form)\.[a-z][\w.]*\b/;
  for (const lang of ['en', 'ar'] as const) {
    parts.length = 0;
    await page.goto(`/home?lang=${lang}`);
    await hydrated(page);
    expect(parts).toEqual([`${lang}-site`]);
    const shown = await page.evaluate(() =>
      [
        document.body.innerText,
        ...[...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((element) =>
          ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
        ),
      ].join('\n'),
    );
    expect(shown).not.toMatch(rawKey);
    // The planner teaser's texts are the site's; the planner itself brings the pages' part, without a reload.
    await page
      .getByRole('link', { name: lang === 'en' ? 'Open the farm planner' : 'افتح مخطط المزرعة' })
      .click();
    await expect(page).toHaveURL(/\/planner/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(rawKey);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'en' ? 'Farm planner' : 'مخطط المزرعة',
    );
    expect(parts).toEqual([`${lang}-site`, `${lang}-pages`]);
    expect(await page.locator('main').innerText()).not.toMatch(rawKey);
  }
});

test.describe('the contact form', () => {
  // The contact page's map asks for tiles, which the suite's fixture answers offline (support.ts).
  test.use({ mapTiles: true });

  test("a form page brings the API's sentences in its own language: Arabic ones only to an Arabic page", async ({
    page,
  }) => {
    // decision 231: the Arabic sentences come with the Arabic pages' texts, which every form page loads.
    const arabicSentence = 'الاسم مطلوب (حرفان على الأقل).';
    const cases = [
      { lang: 'en', name: 'Name', send: 'Send', sentence: 'Name is required (min 2 chars).' },
      { lang: 'ar', name: 'الاسم', send: 'إرسال', sentence: arabicSentence },
    ] as const;
    for (const { lang, name, send, sentence } of cases) {
      const scripts = watchScripts(page);
      await page.goto(`/contact?lang=${lang}`);
      await hydrated(page);
      // Checked in the browser: the form's own validation names the field's rule in the page's language.
      await page.getByLabel(name).first().fill('S');
      await page.getByRole('button', { name: send, exact: true }).click();
      await expect(page.getByText(sentence, { exact: true })).toBeVisible();
      const carrying = (await scripts.loaded()).filter(({ body }) => body.includes(arabicSentence));
      // The catalogue's parts are named by language and part, then a hash: ar-pages-<hash>.js.
      expect(carrying.map(({ url }) => /^\/assets\/([a-z]+-[a-z]+)-/.exec(url)?.[1])).toEqual(
        lang === 'ar' ? ['ar-pages'] : [],
      );
    }
  });
});

test('a cancelled request is no error in the page; any other uncaught failure still is', async ({
  page,
  browserErrors,
}) => {
  await page.goto('/home');
  await hydrated(page);
  browserErrors.expect(/a real failure/);
  const reported = page.waitForEvent('pageerror');
  // What React Router leaves behind when a newer navigation cancels a data request it is still reading:
  // the cancellation as a rejected promise that nobody waits for. A real failure follows it.
  await page.evaluate(() => {
    const controller = new AbortController();
    controller.abort();
    void Promise.reject(controller.signal.reason);
    setTimeout(() => void Promise.reject(new Error('a real failure')), 50);
  });
  // The first uncaught error the page reports is the real failure: the cancellation was never reported.
  expect((await reported).message).toBe('a real failure');
});
