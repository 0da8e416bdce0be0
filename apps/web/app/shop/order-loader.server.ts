import { data } from 'react-router';
import { tryApi } from '../accounts/api-call.server';
import { api, pathParam } from '../lib/api.server';
import { languageOf } from '../lib/language.server';
import { endSessionOn401 } from '../lib/session.server';
import { requireShopper } from './shop.server';
import { toOrderView } from './views';

/** One of the signed-in customer's orders for a page; another customer's (or no) order is a 404 page. */
export async function loadMyOrder(
  request: Request,
  context: Parameters<typeof requireShopper>[1],
  id: string,
) {
  const { headers } = await requireShopper(request, context);
  const res = await tryApi(() =>
    api.orders.getMyOrder({ params: { id: pathParam(id) }, extraHeaders: headers }),
  );
  if (!res) throw new Error('The API could not be reached');
  await endSessionOn401(request, res.status);
  if (res.status === 404 || res.status === 400) throw data(null, { status: 404, statusText: 'Not Found' });
  if (res.status !== 200) throw new Error(`The API answered ${res.status}`);
  return toOrderView(res.body.data, languageOf(request));
}
