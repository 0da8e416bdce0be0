import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

import { API_URL, WEB_ORIGIN } from './ports';
import { serverTest } from './servers';

/** This worker's API, which its web server talks to (e2e/servers.ts). */
export const API = API_URL;

export type Lang = 'en' | 'ar';

/** Words the journeys look for, in both languages (the same texts as app/i18n). */
export const words = {
  en: {
    mainNav: 'Main navigation',
    services: 'Services',
    next: 'Next',
    empty: 'No Products Available in this Category',
    notFound: 'Page not found',
    quantity: 'Quantity',
    pageOf: (p: number, n: number) => `Page ${p} of ${n}`,
    residential: 'Residential',
    commercial: 'Commercial',
    homeKits: 'Home Hydroponic Kits',
  },
  ar: {
    mainNav: 'التنقل الرئيسي',
    services: 'خدماتنا',
    next: 'التالي',
    empty: 'لا توجد منتجات متاحة في هذه الفئة',
    notFound: 'الصفحة غير موجودة',
    quantity: 'الكمية',
    pageOf: (p: number, n: number) => `الصفحة ${p} من ${n}`,
    residential: 'السكني',
    commercial: 'التجاري',
    homeKits: 'أطقم الزراعة المائية المنزلية',
  },
} as const;

/**
 * Every test fails if the browser logged a console error or threw an uncaught exception, so "no errors
 * in the console" is checked on every page the journeys visit.
 */
export const test = serverTest.extend<{
  browserErrors: BrowserErrors;
  mapTiles: boolean;
  offlineMapTiles: void;
}>({
  // The contact page's map loads OpenStreetMap tiles; the journeys never reach the internet, so a test that
  // shows the map sets `test.use({ mapTiles: true })` and every tile is answered here with a small image (a
  // test that wants them to fail routes them itself). Only those tests: routing any request turns off the
  // browser's cache for the page, so every script and style would be fetched and compiled again on each
  // load (about a quarter of the suite's time).
  mapTiles: [false, { option: true }],
  offlineMapTiles: [
    async ({ page, mapTiles }, use) => {
      if (mapTiles)
        await page.route('https://tile.openstreetmap.org/**', (route) =>
          route.fulfill({ status: 200, contentType: 'image/png', body: MAP_TILE }),
        );
      await use();
    },
    { auto: true },
  ],
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const expected: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      // The stack, when the page gave one, says where an uncaught error came from (its first line is the message).
      page.on('pageerror', (error) => errors.push(`page error: ${error.stack ?? error.message}`));
      await use({ expect: (pattern) => expected.push(pattern) });
      const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/** A 1 x 1 PNG standing in for every map tile. */
export const MAP_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Lets a test declare the one console error it provokes on purpose (Chrome logs every 404 document). */
type BrowserErrors = { expect(pattern: RegExp): void };

export { expect };

/** Chooses the language the way a returning visitor has it: the `lang` cookie. */
export async function useLanguage(page: Page, lang: Lang) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: WEB_ORIGIN }]);
}

/**
 * axe-core's source, evaluated only where the page has no axe yet. AxeBuilder evaluates its source twice per
 * scan (before it chooses how to run, and again for every frame), and a page compiles the 550 KB each time:
 * with the guard the second time costs nothing, nor does a scan after a client-side navigation.
 */
const axeOnce = `if (!window.axe) {\n${axe.source}\n}`;

/**
 * axe-core over the whole page: zero violations of any rule (WCAG A/AA and best practices). axe runs in the
 * page itself and details only the violations (docs/decisions/196-axe-in-the-page.md): a third of the time
 * of the default, which opens a blank page per scan to gather frames our pages do not have.
 */
export async function expectAccessible(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page, axeSource: axeOnce })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Waits until React has hydrated the page, so clicks and typing go to the enhanced controls: the root layout
 * marks <html data-hydrated> once hydration has committed and its effects have run. A page reached by a
 * client-side navigation is already hydrated. A module a control loads on use is fetched when the control is
 * used, and the test's next step waits for what it brings; waiting for the network to rest first (half a
 * second of nothing at the least) bought nothing but time.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Records the site's scripts a page downloads from now on. `withZod()` lists those that carry the
 * validation library (zod's error class), which pages load only with a form (decisions 104 and 105).
 */
export function watchScripts(page: Page) {
  const scripts: Promise<{ url: string; body: string } | null>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
      // a body is gone once the page has navigated on; such a script belongs to a page no longer asked about
      scripts.push(
        response.text().then(
          (body) => ({ url: url.pathname, body }),
          () => null,
        ),
      );
    }
  });
  const loaded = async () => (await Promise.all(scripts)).filter((script) => script !== null);
  return {
    loaded,
    withZod: async () =>
      (await loaded()).filter(({ body }) => body.includes('ZodError')).map(({ url }) => url),
  };
}

/** The page's JSON-LD blocks by their @type (a page has its own, and its breadcrumb's BreadcrumbList). */
export async function jsonLdOf(page: Page): Promise<Record<string, Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  return Object.fromEntries(parsed.map((block) => [String(block['@type']), block]));
}

/** Phone widths no page may scroll sideways at (docs/decisions/020-web-edge.md keeps 320 px and up usable). */
export const PHONE_WIDTHS = [320, 390] as const;

/**
 * Where the page already loaded scrolls sideways at each phone width (or each of `widths`), as
 * `label at Wpx: scroll > inner`
 * lines (none when it fits). The viewport is resized around the same page rather than the page loaded again
 * at each width, and put back afterwards, so an accessibility scan and this sweep share one load.
 */
export async function sidewaysScroll(
  page: Page,
  label: string,
  widths: readonly number[] = PHONE_WIDTHS,
): Promise<string[]> {
  const original = page.viewportSize();
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    if (scroll > inner) found.push(`${label} at ${width}px: ${scroll} > ${inner}`);
  }
  if (original) await page.setViewportSize(original);
  return found;
}
