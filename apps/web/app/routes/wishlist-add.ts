import { redirect } from 'react-router';
import type { Route } from './+types/wishlist-add';
import { productAction } from '#app/shop/product-action.server';

/** Add to wishlist, posted from the product list and the product detail. */
export function action(args: Route.ActionArgs) {
  return productAction(args, 'wishlist');
}

// Nothing to show at this address.
export function loader() {
  return redirect('/wishlist');
}
