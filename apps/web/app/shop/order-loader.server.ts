import type { AppLoadContext } from 'react-router';
import { bodyOrNotFound, pathParam, userApi } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import { toOrderView } from '#app/shop/views';

/** One of the signed-in customer's orders for a page; another customer's (or no) order is a 404 page. */
export async function loadMyOrder(request: Request, context: AppLoadContext, id: string) {
  const { api } = await userApi(request, context);
  const order = bodyOrNotFound(await api.orders.getMyOrder({ params: { id: pathParam(id) } })).data;
  return toOrderView(order, languageOf(request));
}
