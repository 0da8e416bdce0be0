import { redirect } from 'react-router';
import type { Route } from './+types/cart-add';
import { productAction } from '#app/shop/product-action.server';

/** Add to cart and Buy now, posted from the product list and the product detail. */
export function action(args: Route.ActionArgs) {
  return productAction(args, 'cart');
}

// Nothing to show at this address.
export function loader() {
  return redirect('/cart');
}
