import { redirect } from 'react-router';
import type { Route } from './+types/product-restore';
import { redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { loadProduct } from '#app/admin/products/product.server';
import { productPath } from '#app/admin/products/paths';
import { toast } from '#app/components/feedback/toast-model';
import { answerMessage } from '#app/i18n/api-messages';
import { translate } from '#app/i18n/messages';
import { adminApi, pathParam, unexpected } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import { requireAdmin } from '#app/lib/session.server';

/** Only the edit page's Restore button posts here; a visit goes to the product's page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(params.id ? productPath(params.id) : '/admin-panel/products');
}

/** Puts an archived product back in the shop, then shows its page with the outcome. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = await adminApi(request, context);
  const product = await loadProduct(api, params.id);
  const lang = languageOf(request);
  const res = await api.adminProducts.restore({ params: { id: pathParam(product._id) } });
  // 409: restored meanwhile by someone else; the page says so and shows the product as it is.
  if (res.status !== 200 && res.status !== 409) unexpected(res);
  return redirectWithToast(
    request,
    toast(
      res.status === 200 ? 'success' : 'info',
      translate(lang, 'adminProducts.restoredTitle'),
      answerMessage(lang, res.body, ''),
    ),
    productPath(product._id),
  );
}
