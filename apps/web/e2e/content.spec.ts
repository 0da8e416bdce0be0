import { WEB_ORIGIN } from './ports';
import {
  API,
  expect,
  expectAccessible,
  hydrated,
  jsonLdOf,
  type Lang,
  sidewaysScroll,
  test,
  useLanguage,
} from './support';

// The content pages in both languages, the gallery's masonry grid, the blog, the documents.

const POST = 'aquaponics-explained';

/** Every content page with the start of its h1 in each language. */
const pages: { path: string; en: string | RegExp; ar: string | RegExp }[] = [
  { path: '/home', en: 'Fresh food, grown where you live', ar: 'غذاء طازج يُزرع حيث تعيش' },
  { path: '/about', en: 'Growing the Emirates’ food, sustainably', ar: 'نزرع غذاء الإمارات باستدامة' },
  { path: '/commercial', en: 'Commercial', ar: 'التجاري' },
  { path: '/industrial', en: 'Industrial', ar: 'الصناعي' },
  { path: '/institutional', en: 'Institutional', ar: 'المؤسسي' },
  { path: '/residential', en: 'Residential', ar: 'السكني' },
  { path: '/gallery', en: 'Gallery', ar: 'معرض الصور' },
  { path: '/blog-list', en: 'Blog', ar: 'المدونة' },
  { path: `/blog-details/${POST}`, en: /^Aquaponics explained/, ar: /^الزراعة السمكية المائية ببساطة/ },
  { path: '/policy-guidelines', en: 'Policy guidelines', ar: 'الإرشادات والسياسات' },
  { path: '/terms-conditions', en: 'Terms and conditions', ar: 'الشروط والأحكام' },
  { path: '/privacy-policy', en: 'Privacy policy', ar: 'سياسة الخصوصية' },
];

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`every content page in ${lang === 'en' ? 'English' : 'Arabic'}: heading, SEO links, no axe violation, no sideways scroll on a phone`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    // The phone-width sweep (e2e/no-sideways-scroll.spec.ts) looks at these pages here, on the same load.
    const sideways: string[] = [];
    for (const { path, ...heading } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[lang]);
      const english = `${WEB_ORIGIN}${path}`;
      const arabic = `${english}?lang=ar`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        lang === 'ar' ? arabic : english,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', arabic);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', english);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expectAccessible(page, `${path} (${lang})`);
      sideways.push(...(await sidewaysScroll(page, path)));
    }
    expect(sideways).toEqual([]);
  });
}

test('the about page makes the claims of the product rules and links to /contact', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  for (const heading of ['Why Choose Us', 'Who Are We', 'Our Approach', 'Sustainability Features'])
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  for (const claim of [
    'Up to 95% less water',
    'Pesticide-free',
    '60-month maintenance programme',
    'A harvest every 45 days',
    '12-14 month return on investment',
    '3-month probation',
    'From 2025 to 2030',
  ])
    await expect(main.getByText(claim).first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});

test('the terms and the privacy policy say what the product rules say', async ({ page }) => {
  await page.goto('/terms-conditions');
  const main = page.getByRole('main');
  await expect(main.getByText('A proposal is valid for 30 days')).toBeVisible();
  const rows = main.getByRole('table').getByRole('row');
  await expect(rows).toHaveText([
    /Stage/,
    /On order confirmation\s*10%/,
    /Before work starts\s*30%/,
    /At mid-stage\s*40%/,
    /After final handover\s*20%/,
  ]);
  await expect(main.getByText('Payments are non-refundable once work begins.')).toBeVisible();
  await expect(main.getByText(/36-month limited warranty/)).toBeVisible();
  await expect(main.getByText(/not included in the project price and are charged separately/)).toBeVisible();
  // Shop orders have rules of their own, which the terms point to.
  await main.getByRole('link', { name: /shop order rules in our policy guidelines/ }).click();
  await expect(page).toHaveURL(/\/policy-guidelines#orders$/);
  await expect(page.getByRole('heading', { name: 'Shop orders' })).toBeInViewport();

  await page.goto('/privacy-policy');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'privacy@greengrowfarms.ae' }),
  ).toHaveAttribute('href', 'mailto:privacy@greengrowfarms.ae');
});

test('the gallery has 4 columns, 3 under 1200px, 2 under 768px and 1 under 576px', async ({ page }) => {
  await page.goto('/gallery');
  const columns = () =>
    page.getByTestId('gallery-grid').evaluate((grid) => {
      const lefts = [...grid.querySelectorAll('li')].map((card) =>
        Math.round(card.getBoundingClientRect().left),
      );
      return new Set(lefts).size;
    });
  for (const [width, expected] of [
    [1280, 4],
    [1199, 3],
    [767, 2],
    [575, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(columns, { message: `${width}px` }).toBe(expected);
  }
  // Each picture reserves its box: width and height attributes, a srcset, lazy below the fold.
  const image = page.getByTestId('gallery-grid').locator('img').nth(5);
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  await expect(image).toHaveAttribute('srcset', /480w.*800w/);
  await expect(image).toHaveAttribute('loading', 'lazy');
});

test('the gallery shows ten pictures, then the rest through Load more, with and without JavaScript', async ({
  browser,
  page,
}) => {
  const total = ((await (await fetch(`${API}/gallery?limit=1`)).json()) as { total: number }).total;
  expect(total).toBeGreaterThan(10);
  const cards = page.getByTestId('gallery-grid').getByRole('listitem');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/gallery');
  await hydrated(page);
  await expect(cards).toHaveCount(10);
  // Where the first ten sit in the page, against the page's top, not the window's.
  const placed = () =>
    cards.evaluateAll((shown) =>
      shown.slice(0, 10).map((card) => {
        const box = card.getBoundingClientRect();
        return [Math.round(box.left), Math.round(box.top + window.scrollY)];
      }),
    );
  const before = await placed();
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/\/gallery\?page=2#gallery-11$/);
  await expect(cards).toHaveCount(Math.min(total, 20));
  // The pictures already seen stay where they were; the new ones start below them.
  expect(await placed()).toEqual(before);
  const lowest = Math.max(...before.map(([, top]) => top ?? 0));
  const eleventh = await page
    .locator('#gallery-11')
    .evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
  expect(eleventh).toBeGreaterThan(lowest);

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await plain.goto(`${WEB_ORIGIN}/gallery`);
    await plain.getByRole('link', { name: 'Load more' }).click();
    await expect(plain).toHaveURL(/\/gallery\?page=2#gallery-11$/);
    await expect(plain.getByTestId('gallery-grid').getByRole('listitem')).toHaveCount(Math.min(total, 20));
  } finally {
    await context.close();
  }
});

test('the blog lists posts, opens one with its Article JSON-LD, and /blog-details alone goes to the list', async ({
  page,
  browserErrors,
}) => {
  browserErrors.expect(/status of 404 .*\/blog-details\/no-such-post\)$/);
  await page.goto('/blog-details');
  await expect(page).toHaveURL(/\/blog-list$/);
  await page.getByRole('link', { name: /Aquaponics explained/ }).click();
  await expect(page).toHaveURL(new RegExp(`/blog-details/${POST}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'The nitrogen cycle' })).toBeVisible();
  const { Article: ld, BreadcrumbList: trail } = await jsonLdOf(page);
  // The trail ends with the post, which the page's heading names.
  expect(trail).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Home' },
      { position: 2, name: 'Blog', item: `${WEB_ORIGIN}/blog-list` },
      { position: 3, name: 'Aquaponics explained: fish, plants and one loop' },
    ],
  });
  expect(ld).toMatchObject({
    '@type': 'Article',
    headline: 'Aquaponics explained: fish, plants and one loop',
    inLanguage: 'en',
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

  const missing = await page.goto('/blog-details/no-such-post');
  expect(missing?.status()).toBe(404);
});

test('Magazine.pdf downloads under that name as a multi-page PDF; the school leaflet from the banner', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  await hydrated(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('banner').getByRole('link', { name: 'Magazine' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Magazine.pdf');

  const magazine = await request.get('/Magazine.pdf');
  expect(magazine.status()).toBe(200);
  expect(magazine.headers()['content-type']).toBe('application/pdf');
  expect(magazine.headers()['content-disposition']).toBe('attachment; filename="Magazine.pdf"');
  const body = (await magazine.body()).toString('latin1');
  expect(body.startsWith('%PDF-')).toBe(true);
  expect(body.match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(4);

  await page.goto('/institutional');
  const banner = page.getByRole('link', { name: 'Download now' });
  const [leaflet] = await Promise.all([page.waitForEvent('download'), banner.click()]);
  expect(leaflet.suggestedFilename()).toBe('future-farmers-school.pdf');
  const school = await request.get((await banner.getAttribute('href')) ?? '');
  expect(school.headers()['content-type']).toBe('application/pdf');
});

test('the institutional tiles lead to their categories, and /products/1 ... /products/4 redirect there', async ({
  page,
  request,
}) => {
  const slugs = [
    'school-learning-farms',
    'university-research-systems',
    'hospital-and-care-gardens',
    'community-farms',
  ];
  const categories = (
    (await (await request.get(`${API}/categories?slugs=${slugs.join(',')}`)).json()) as {
      data: { _id: string; name: string }[];
    }
  ).data;
  expect(categories).toHaveLength(4);
  await page.goto('/institutional');
  const tiles = page.getByRole('region', { name: 'Our institutional programmes' }).getByRole('article');
  await expect(tiles).toHaveCount(4);
  for (const [index, category] of categories.entries()) {
    await expect(tiles.nth(index).getByRole('link')).toHaveAttribute('href', `/products/${category._id}`);
    const response = await request.get(`/products/${index + 1}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/products/${category._id}`);
  }
  await page.goto('/products/3');
  await expect(page).toHaveURL(`/products/${categories[2]?._id}`);
});

test('catalog texts follow the language, with ?lang=ar as the Arabic address that keeps the choice', async ({
  page,
}) => {
  await page.goto('/product-detail/vertitower-28-pocket-home-tower?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('برج فيرتي تاور المنزلي 28 جيبًا');
  await expect(page.getByText('خصم 15%').first()).toBeVisible();
  // The next page, without the parameter, stays in Arabic (the address set the language cookie).
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('منتجاتنا');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/[\u0600-\u06ff]/);
});

test('the footer lists the services of the header menu with the same targets, plus the terms', async ({
  page,
}) => {
  await page.goto('/home');
  const menuLinks = page.getByRole('banner').getByRole('navigation').first().locator('details ul a');
  const footerLinks = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Our services' })
    .getByRole('link');
  const menu = await menuLinks.evaluateAll((links) =>
    links.map((a) => [a.textContent, a.getAttribute('href')]),
  );
  const footer = await footerLinks.evaluateAll((links) =>
    links.map((a) => [a.textContent, a.getAttribute('href')]),
  );
  expect(menu.length).toBe(7);
  expect(footer).toEqual([...menu, ['Terms and Conditions', '/terms-conditions']]);
});

test('the sitemap lists the content pages and every post in both languages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/about',
    '/gallery',
    '/institutional',
    '/blog-list',
    '/terms-conditions',
    `/blog-details/${POST}`,
  ]) {
    expect(xml).toContain(`<loc>${WEB_ORIGIN}${path}</loc>`);
    expect(xml).toContain(`<loc>${WEB_ORIGIN}${path}?lang=ar</loc>`);
  }
  expect(xml).toContain(`hreflang="ar" href="${WEB_ORIGIN}/about?lang=ar"`);
});

test('every page names the icons and a preview picture that the site serves', async ({ page, request }) => {
  await page.goto('/about');
  const head = page.locator('head');
  const preview = await head.locator('meta[property="og:image"]').getAttribute('content');
  expect(preview).toBe(`${WEB_ORIGIN}/og-image.png`);
  const touchIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const manifestPath = await head.locator('link[rel="manifest"]').getAttribute('href');
  for (const [path, type] of [
    [new URL(preview ?? '').pathname, 'image/png'],
    [touchIcon, 'image/png'],
    [manifestPath, 'application/manifest+json'],
  ] as const) {
    const res = await request.get(path ?? '');
    expect(res.status(), path ?? '').toBe(200);
    expect(res.headers()['content-type'], path ?? '').toContain(type);
  }
  const manifest = (await (await request.get(manifestPath ?? '')).json()) as { icons: { src: string }[] };
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test('a segment page opens whatever the case of its address, as the other pages do', async ({ request }) => {
  for (const path of ['/Residential', '/INSTITUTIONAL']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain(path === '/Residential' ? 'Residential' : 'Institutional');
  }
});
