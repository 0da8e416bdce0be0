import type { Language } from '#app/i18n/messages';

import type { MenuService } from '#app/components/layout/nav-items';

export type { MenuService };

/**
 * How long the header's Services menu is reused. The root loader runs for every page, and fetching the
 * menu each time was one of the two API calls behind each page view. An edit to a service's name (or a new
 * service) reaches the menu within this many milliseconds; the service pages themselves always fetch fresh.
 */
const SERVICE_MENU_TTL_MS = 5_000;

/**
 * A loader of the menu that keeps a successful answer for `ttlMs` and shares one call among the pages
 * asking while it is under way. A failure is never kept: the next page asks the API again. The arguments
 * (the request's headers) are those of the page whose visit made the call.
 */
export function cachedServiceMenu<Args extends unknown[]>(
  load: (...args: Args) => Promise<MenuService[]>,
  ttlMs = SERVICE_MENU_TTL_MS,
  now: () => number = Date.now,
): (...args: Args) => Promise<MenuService[]> {
  let kept: { value: MenuService[]; until: number } | undefined;
  let pending: Promise<MenuService[]> | undefined;
  return (...args) => {
    if (kept && now() < kept.until) return Promise.resolve(kept.value);
    pending ??= load(...args).then(
      (value) => {
        kept = { value, until: now() + ttlMs };
        pending = undefined;
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
}

/**
 * One cached menu per language (the names differ; docs/decisions/050-bilingual-content.md), each with the
 * same TTL and sharing rules as `cachedServiceMenu`. `api` is the visiting page's client (its language and
 * request id), used by the call that page's visit makes.
 */
export function cachedServiceMenus<Api>(
  load: (api: Api) => Promise<MenuService[]>,
  ttlMs = SERVICE_MENU_TTL_MS,
  now: () => number = Date.now,
): (lang: Language, api: Api) => Promise<MenuService[]> {
  const menus = new Map<Language, (api: Api) => Promise<MenuService[]>>();
  return (lang, api) => {
    let menu = menus.get(lang);
    if (!menu) {
      menu = cachedServiceMenu(load, ttlMs, now);
      menus.set(lang, menu);
    }
    return menu(api);
  };
}
