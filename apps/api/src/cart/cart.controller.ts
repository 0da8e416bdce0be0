import { Controller, Req } from '@nestjs/common';
import { contract, languageOfHeader } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { sentence } from '../errors/error-body';
import { WishlistService } from '../wishlist/wishlist.service';
import { CartService } from './cart.service';

/** The cart routes and the header's counts; refusals are thrown as ApiException (the filter answers them). */
@Controller()
export class CartController {
  constructor(
    private readonly cart: CartService,
    private readonly wishlist: WishlistService,
  ) {}

  @TsRestHandler(contract.cart)
  handler(@Req() req: Request & { user?: AuthUser }) {
    const userId = () => (req.user as AuthUser).id;
    // The language of the caller's page: the cart's lines, and a refusal's product name, read in it.
    const lang = () => languageOfHeader(req.headers['accept-language']);
    return tsRestHandler(contract.cart, {
      getCart: async () => ({
        status: 200,
        body: { data: await this.cart.getCart(userId(), lang()) },
      }),
      addToCart: async ({ body }) => {
        await this.cart.add(userId(), body, lang());
        return sentence(200, 'addedToCart');
      },
      updateCartItem: async ({ params, body }) => {
        await this.cart.update(userId(), params.id, body.quantity, lang());
        return sentence(200, 'cartUpdated');
      },
      removeCartItem: async ({ params }) => {
        await this.cart.remove(userId(), params.id);
        return sentence(200, 'removedFromCart');
      },
      counts: async () => {
        const [cart, wishlist] = await Promise.all([
          this.cart.count(userId()),
          this.wishlist.count(userId()),
        ]);
        return { status: 200, body: { data: { cart, wishlist } } };
      },
    });
  }
}
