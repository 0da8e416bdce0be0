import { describe, expect, it } from 'vitest';
import { enPages } from '#app/i18n/en/pages';
import { enSite } from '#app/i18n/en/site';
import { partsForPath } from '#app/i18n/messages';

describe('catalogue parts by page (docs/decisions/191-our-javascript-budget.md)', () => {
  it("gives /home the site's part alone, and every other page the pages' part too", () => {
    expect(partsForPath('/home')).toEqual(['site']);
    expect(partsForPath('/home/')).toEqual(['site']);
    for (const path of [
      '/',
      '/planner',
      '/contact',
      '/products/2',
      '/about',
      '/account',
      '/admin-panel/dashboard',
      '/no-such-page',
    ])
      expect(partsForPath(path)).toEqual(['site', 'pages']);
  });

  it("keeps /home's own texts in the site's part, and no key in two parts", () => {
    for (const key of ['home.hero.title2', 'planner.home.title', 'planner.home.cta', 'nav.blog'])
      expect(enSite).toHaveProperty([key]);
    expect(Object.keys(enSite).filter((key) => key in enPages)).toEqual([]);
  });
});
