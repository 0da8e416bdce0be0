import { Controller, Req } from '@nestjs/common';
import { contract, languageOfHeader } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { sentence } from '../errors/error-body';
import { WishlistService } from './wishlist.service';

/** The wishlist routes; every one is signed-in (the contract's metadata), so req.user is the customer. */
@Controller()
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @TsRestHandler(contract.wishlist)
  handler(@Req() req: Request & { user?: AuthUser }) {
    const userId = () => (req.user as AuthUser).id;
    return tsRestHandler(contract.wishlist, {
      getWishlist: async () => ({
        status: 200,
        body: {
          data: {
            products: await this.wishlist.products(
              userId(),
              languageOfHeader(req.headers['accept-language']),
            ),
          },
        },
      }),
      addToWishlist: async ({ body }) =>
        (await this.wishlist.add(userId(), body.productId))
          ? sentence(201, 'addedToWishlist')
          : sentence(200, 'alreadyInWishlist'),
      removeFromWishlist: async ({ params }) => {
        await this.wishlist.remove(userId(), params.id);
        return sentence(200, 'removedFromWishlist');
      },
      clearWishlist: async () => {
        await this.wishlist.clear(userId());
        return sentence(200, 'wishlistCleared');
      },
    });
  }
}
