import type { ShopCounts } from '@farm/contract';
import { LRUCache } from 'lru-cache';
import type { AppLoadContext } from 'react-router';
import type { Api } from '#app/lib/api.server';
import { writeMarkOf } from '#app/lib/write-mark.server';

export const NO_COUNTS: ShopCounts = { cart: 0, wishlist: 0 };

/**
 * How long this web process shows a visitor the badges it last read for them, while they change nothing
 * through the site (docs/decisions/230-header-badges-kept-per-visitor.md). A change made elsewhere (another
 * device, an admin taking a product off sale) shows within this time; one made here, on the next page.
 */
export const COUNTS_TTL_MS = 5_000;

/**
 * Per token: the badges, the write mark they were read under and until when they may be shown. One
 * visitor's never answer another's.
 */
const kept = new LRUCache<string, { mark: string; until: number; counts: ShopCounts }>({ max: 10_000 });

/**
 * The header's cart and wishlist badges for a signed-in visitor: one small API call, or none when this
 * process read them for the same token under the same write mark a moment ago. A failure shows zeros (and
 * is logged, and nothing is kept) rather than failing the page; a refused token is the session check's
 * business.
 */
export async function shopCounts(
  api: Api,
  token: string,
  request: Request,
  context: AppLoadContext,
): Promise<ShopCounts> {
  const mark = writeMarkOf(request, context);
  const known = kept.get(token);
  if (known && known.mark === mark && known.until > Date.now()) return known.counts;
  try {
    const res = await api.cart.counts();
    if (res.status === 200) {
      kept.set(token, { mark, until: Date.now() + COUNTS_TTL_MS, counts: res.body.data });
      return res.body.data;
    }
    if (res.status !== 401) console.error(`The shop counts answered ${res.status}`);
  } catch (error) {
    console.error('Could not load the shop counts:', error instanceof Error ? error.message : error);
  }
  return NO_COUNTS;
}
