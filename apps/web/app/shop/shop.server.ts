import type { ShopCounts } from '@farm/contract';
import type { AppLoadContext } from 'react-router';
import { languageOf } from '../lib/language.server';
import { api, onBehalfOf } from '../lib/api.server';
import { bearer, getSession, requireUser, signedInOf, type SignedIn } from '../lib/session.server';

export const NO_COUNTS: ShopCounts = { cart: 0, wishlist: 0 };

/**
 * The header's cart and wishlist badges for a signed-in visitor: one small API call. A failure shows
 * zeros (and is logged) rather than failing the page; a refused token is the session check's business.
 */
export async function shopCounts(token: string, apiHeaders: Record<string, string>): Promise<ShopCounts> {
  try {
    const res = await api.cart.counts({ extraHeaders: { ...apiHeaders, ...bearer(token) } });
    if (res.status === 200) return res.body.data;
    if (res.status !== 401) console.error(`The shop counts answered ${res.status}`);
  } catch (error) {
    console.error('Could not load the shop counts:', error instanceof Error ? error.message : error);
  }
  return NO_COUNTS;
}

/** Headers for an API call on the visitor's behalf, with their token when they have one. */
export function shopHeaders(
  request: Request,
  context: AppLoadContext,
  signedIn: SignedIn | null,
): Record<string, string> {
  const headers = onBehalfOf(context, languageOf(request));
  return signedIn ? { ...headers, ...bearer(signedIn.token) } : headers;
}

/** The signed-in customer (or a redirect to /login that comes back) and the headers to call the API with. */
export async function requireShopper(request: Request, context: AppLoadContext) {
  const signedIn = await requireUser(request);
  return { signedIn, headers: shopHeaders(request, context, signedIn) };
}

/** Who is signed in, if anyone, for actions the API decides about (docs/decisions/012-shop-dialog-texts.md). */
export async function maybeShopper(request: Request, context: AppLoadContext) {
  const signedIn = signedInOf(await getSession(request));
  return { signedIn, headers: shopHeaders(request, context, signedIn) };
}
