/**
 * Every sentence the cart, the wishlist and the orders answer with, keyed by its stable code
 * (message-codes.ts). `{name}` is the product's name as the shopper saw it.
 */
export const shopMessages = {
  // Cart.
  addedToCart: 'Product added to your cart.',
  cartUpdated: 'Quantity updated successfully',
  removedFromCart: 'Product removed from your cart.',
  cartItemNotFound: 'This product is not in your cart.',
  outOfStock: 'Sorry, {name} is out of stock.',
  notEnoughStock: 'Only {stock} of {name} left in stock.',
  cartQuantityLimit: 'You can have at most {max} of one product in your cart; you already have {inCart}.',
  cartFull: 'Your cart can hold at most {max} different products.',
  productUnavailable: '{name} is no longer available.',

  // Wishlist.
  addedToWishlist: 'Product added to your wishlist.',
  alreadyInWishlist: 'This product is already in your wishlist.',
  removedFromWishlist: 'Product removed from your wishlist.',
  wishlistCleared: 'Your wishlist is now empty.',
  wishlistItemNotFound: 'This product is not in your wishlist.',
  wishlistFull: 'Your wishlist can hold at most {max} products.',

  // Orders.
  cartEmpty: 'Your cart is empty. Please add items to your cart.',
  orderPlaced: 'Thank you! Your order {number} has been placed. You will pay cash on delivery.',
  orderNotFound: 'Order not found',
  orderFieldNotAccepted:
    'An order carries only the shipping address, the payment method, the total seen and, for Buy now, the product and its quantity; never card details.',
  // The total the customer saw at checkout is no longer the order's (docs/decisions/242-the-total-seen-is-the-total-charged.md).
  orderTotalChanged:
    'The total has changed since you opened checkout: it is now {total}. Please check your order and place it again.',
  expectedTotalInvalid: 'The total seen must be an amount of money.',
  expectedLinesInvalid: 'The lines seen must be the key the checkout was given.',
  orderLinesChanged: 'Your order changed since you opened checkout. Check it and place it again.',
  // A bound on orders waiting for the shop (docs/decisions/253-open-orders-per-account.md).
  pendingOrdersLimit:
    'You have {count} orders waiting for our confirmation. You can place another once we have confirmed one, or cancel one in My orders.',
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order.',
  orderStatusChanged: 'Order {number} is now {status}.',
  orderStatusRefused: 'An order that is {from} cannot become {to}.',
  orderStatusMoved: 'Someone else changed this order meanwhile: it is {status} now.',
  // The customer's own cancellation (docs/decisions/245-customers-cancel-their-orders.md).
  orderCancelled: 'Your order {number} has been cancelled.',
  orderNotCancellable: 'This order has already been shipped or cancelled, so it cannot be cancelled.',
  // Buy again (docs/decisions/246-buy-again.md).
  orderReordered: 'Products of order {number} added to your cart: {added} of {lines}.',
} as const;
