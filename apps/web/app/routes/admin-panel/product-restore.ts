import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from 'react-router';
import { redirectWithToast } from '../../accounts/redirect-with-toast.server';
import { loadProduct } from '../../admin/products/product.server';
import { productPath } from '../../admin/products/paths';
import { toast } from '../../components/feedback/toast-model';
import { answerMessage } from '../../i18n/api-messages';
import { translator } from '../../i18n/messages';
import { api, onBehalfOf, pathParam } from '../../lib/api.server';
import { languageOf } from '../../lib/language.server';
import { bearer, endSessionOn401, forbidden, requireAdmin } from '../../lib/session.server';

/** Only the edit page's Restore button posts here; a visit goes to the product's page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(params.id ? productPath(params.id) : '/admin-panel/products');
}

/** Puts an archived product back in the shop, then shows its page with the outcome. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request);
  const product = await loadProduct(request, context, token, params.id);
  const lang = languageOf(request);
  const t = translator(lang);
  const res = await api.adminProducts.restore({
    params: { id: pathParam(product._id) },
    extraHeaders: { ...onBehalfOf(context, lang), ...bearer(token) },
  });
  await endSessionOn401(request, res.status);
  if (res.status === 403) throw await forbidden(request);
  // 409: restored meanwhile by someone else; the page says so and shows the product as it is.
  if (res.status !== 200 && res.status !== 409) throw new Error(`The API answered ${res.status}`);
  return redirectWithToast(
    request,
    toast(
      res.status === 200 ? 'success' : 'info',
      t('adminProducts.restoredTitle'),
      answerMessage(lang, res.body, ''),
    ),
    productPath(product._id),
  );
}
