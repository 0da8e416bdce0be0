import type { Language } from '#app/i18n/messages';
import { type Api, bodyOrNotFound } from '#app/lib/api.server';
import { type CategoryGroup, loadCategoryGroups } from '#app/lib/category-groups.server';
import { keptIn } from '#app/utils/kept-in';

/**
 * How long a list that every visitor's page shows alike is reused (docs/decisions/234-shared-public-lists.md).
 * The root loader runs for every page, and the header's Services menu was one of the two API calls behind
 * each page view; home's tiles and the shop's filter asked for the same lists again. An edit to a service or
 * a category reaches these within this many milliseconds; the service and category pages themselves, and
 * every admin screen, always read fresh.
 */
const SHARED_LIST_TTL_MS = 5_000;

/**
 * A loader that keeps a successful answer for `ttlMs` and shares one call among the pages asking while it
 * is under way. A failure is never kept: the next page asks the API again. The arguments (the request's
 * client) are those of the page whose visit made the call.
 */
export function cachedAnswer<Args extends unknown[], T>(
  load: (...args: Args) => Promise<T>,
  ttlMs = SHARED_LIST_TTL_MS,
  now: () => number = () => Date.now(),
): (...args: Args) => Promise<T> {
  let kept: { value: T; until: number } | undefined;
  let pending: Promise<T> | undefined;
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
 * One cached answer per language (the names differ; docs/decisions/050-bilingual-content.md), each with the
 * same TTL and sharing rules as `cachedAnswer`. `api` is the visiting page's client (its language and
 * request id), used by the call that page's visit makes.
 */
export function cachedPerLanguage<Client, T>(
  load: (api: Client) => Promise<T>,
  ttlMs = SHARED_LIST_TTL_MS,
  now: () => number = () => Date.now(),
): (lang: Language, api: Client) => Promise<T> {
  const answers = new Map<Language, (api: Client) => Promise<T>>();
  return (lang, api) => keptIn(answers, lang, () => cachedAnswer(load, ttlMs, now))(api);
}

/** The public services, in the API's order: the header's menu and home's segment and technology tiles. */
export const sharedServices = cachedPerLanguage((api: Api) =>
  api.catalog.listServices().then((res) => bodyOrNotFound(res).data),
);

/** The shop filter's categories by service, the services without categories left out. */
export const sharedFilterGroups = cachedPerLanguage(async (api: Api): Promise<CategoryGroup[]> =>
  (await loadCategoryGroups(api)).filter((group) => group.categories.length > 0),
);
