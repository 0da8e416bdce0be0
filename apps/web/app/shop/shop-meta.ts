import type { MetaFunction } from 'react-router';
import { accountMeta } from '#app/lib/account-meta';
import type { MessageKey } from '#app/i18n/messages';

/** A shop screen's title; personal pages (cart, checkout, orders) are kept out of search results. */
export function shopMetaFor(titleKey: MessageKey): MetaFunction {
  return ({ matches }) => accountMeta(matches, titleKey);
}

/** Personal pages: never stored by a shared cache or left in the browser's cache. */
export const privatePage = () => ({ 'Cache-Control': 'private, no-store' });
