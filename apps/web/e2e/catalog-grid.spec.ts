import type { Page } from '@playwright/test';
import { statedAndDrawn } from './layout-support';
import { API, expect, hydrated, type Lang, test, useLanguage } from './support';

// docs/decisions/271-catalog-grid-at-every-width.md: the catalog's cards are never narrower than 14rem from
// `sm` up, whatever the window, and the `sizes` of their pictures says how wide they are drawn.

/** 14rem: the narrowest card from `sm` (640 px) up. */
const CARD_MIN = 224;
/** Phones, a tablet, and each side of every change of the grid's columns up to the widest page. */
const WIDTHS = [390, 640, 768, 1023, 1024, 1100, 1119, 1120, 1280, 1440];

/** Each card's width, and the lines of its price (the sale price alone) and of its Add to cart. */
async function cards(page: Page) {
  return page.locator('main article').evaluateAll((articles) => {
    const lines = (element: Element | null | undefined) =>
      element
        ? Math.round(
            element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
          )
        : 0;
    return articles.map((article) => ({
      name: article.querySelector('h2')?.textContent ?? '',
      width: article.getBoundingClientRect().width,
      price: lines(article.querySelector('p > span:not(.sr-only)')),
      button: lines(article.querySelector('button[type="submit"] span:not(.sr-only)')),
    }));
  });
}

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`the catalog's cards keep their room and say their width at every width (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    // The dearest first: the longest price a card shows.
    await page.goto('/products?sort=price-desc');
    await hydrated(page);
    const main = page.getByRole('main');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const at = `${lang} at ${width} px`;
      const found = await cards(page);
      expect(found.length, at).toBeGreaterThan(1);
      for (const card of found) {
        if (width >= 640) expect(card.width, `${card.name}, ${at}`).toBeGreaterThanOrEqual(CARD_MIN - 0.5);
        expect({ price: card.price, button: card.button }, `${card.name}, ${at}`).toEqual({
          price: 1,
          button: 1,
        });
      }
      for (const picture of await statedAndDrawn(main)) {
        expect(
          Math.abs(picture.stated - picture.drawn),
          `sizes ${picture.stated} for ${picture.drawn}, ${at}`,
        ).toBeLessThanOrEqual(0.5);
      }
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scroll, at).toBeLessThanOrEqual(0);
    }
  });
}

test('the full-width rows of cards say their width too (home page)', async ({ page }) => {
  await page.goto('/home');
  const featured = page.getByRole('region', { name: 'Featured products' });
  await expect(featured.getByRole('article').first()).toBeVisible();
  for (const width of [390, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const pictures = await statedAndDrawn(featured);
    expect(pictures.length).toBeGreaterThan(1);
    for (const picture of pictures) {
      expect(
        Math.abs(picture.stated - picture.drawn),
        `sizes ${picture.stated} for ${picture.drawn} at ${width} px`,
      ).toBeLessThanOrEqual(0.5);
    }
  }
});

test('the link tiles say their width too (home page, a segment page, a service page)', async ({
  page,
  request,
}) => {
  const services = (await (await request.get(`${API}/services`)).json()) as { data: { _id: string }[] };
  for (const path of ['/home', '/commercial', `/service/${services.data[0]!._id}`]) {
    await page.goto(path);
    // Each tile is a link card: an article whose heading is a link.
    const tiles = page.locator('main li > article');
    await expect(tiles.first()).toBeVisible();
    for (const width of [390, 700, 1024, 1100, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const pictures = await statedAndDrawn(tiles);
      expect(pictures.length, `${path} at ${width} px`).toBeGreaterThan(1);
      for (const picture of pictures) {
        expect(
          Math.abs(picture.stated - picture.drawn),
          `${path}: sizes ${picture.stated} for ${picture.drawn} at ${width} px`,
        ).toBeLessThanOrEqual(0.5);
      }
    }
  }
});
