import type { ShopCounts } from '@farm/contract';
import type { Api } from '#app/lib/api.server';
import { logUnlessUnavailable } from '#app/lib/api-unavailable';
import { keptPerVisitor } from '#app/lib/write-mark.server';

export const NO_COUNTS: ShopCounts = { cart: 0, wishlist: 0 };

/**
 * How long this web process shows a visitor the badges it last read for them, while they change nothing
 * through the site (docs/decisions/230-header-badges-kept-per-visitor.md). A change made elsewhere (another
 * device, an admin taking a product off sale) shows within this time; one made here, on the next page.
 */
export const COUNTS_TTL_MS = 5_000;

const kept = keptPerVisitor<ShopCounts>(COUNTS_TTL_MS);

/**
 * The header's cart and wishlist badges for a signed-in visitor: one small API call, or none when this
 * process read them for the same token under the same write mark (`mark`, write-mark.server.ts) a moment
 * ago. A failure shows zeros (and is logged, and nothing is kept) rather than failing the page; a refused
 * token is the session check's business.
 */
export async function shopCounts(api: Api, token: string, mark: string): Promise<ShopCounts> {
  const known = kept.get(token, mark);
  if (known) return known;
  try {
    const res = await api.cart.counts();
    if (res.status === 200) {
      kept.set(token, mark, res.body.data);
      return res.body.data;
    }
    if (res.status !== 401) console.error(`The shop counts answered ${res.status}`);
  } catch (error) {
    logUnlessUnavailable('Could not load the shop counts:', error);
  }
  return NO_COUNTS;
}
