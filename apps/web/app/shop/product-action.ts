/** What the add-to-cart and add-to-wishlist actions answer a page that submitted with JavaScript. */
export type ProductActionReply =
  | { outcome: 'done'; title: string; message: string }
  | { outcome: 'failed'; title: string; message: string }
  // `back`: where Login should return to (Buy now: the checkout it was heading for).
  | { outcome: 'loginRequired'; back?: string };

/** Set on forms once hydrated: the action then answers data for the page, not a redirect. */
export const ENHANCED_FIELD = 'enhanced';
