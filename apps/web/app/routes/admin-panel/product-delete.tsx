import { Form, Link, useLocation } from 'react-router';
import { backOf, fromList, listAt } from '#app/admin/list-place';
import type { Route } from './+types/product-delete';
import { accountMeta } from '#app/lib/account-meta';
import { Button, buttonVariants } from '#app/components/ui/button';
import { redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { loadProduct } from '#app/admin/products/product.server';
import { productPath } from '#app/admin/products/paths';
import { toast } from '#app/components/feedback/toast-model';
import { answerMessage } from '#app/i18n/api-messages';
import { useI18n } from '#app/i18n/context';
import { translate } from '#app/i18n/messages';
import { adminApi, bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'adminProducts.delete');

/** The confirm step of a delete: a page of its own, so it works without JavaScript. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  return { product: await loadProduct(api, params.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = await adminApi(request, context);
  const product = await loadProduct(api, params.id);
  const lang = languageOf(request);
  const removed = bodyOrNotFound(await api.adminProducts.remove({ params: { id: pathParam(product._id) } }));
  const archived = removed.outcome === 'archived';
  return redirectWithToast(
    request,
    toast(
      archived ? 'info' : 'success',
      translate(lang, archived ? 'adminProducts.archivedTitle' : 'adminProducts.deletedTitle'),
      answerMessage(lang, removed, ''),
    ),
    // An archived product stays, with its restore button; a deleted one leaves only the list.
    archived
      ? fromList(productPath(product._id), backOf(request.url))
      : listAt('/admin-panel/products', backOf(request.url)),
  );
}

export default function DeleteProduct({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const { t, lang } = useI18n();
  const back = backOf(useLocation().search);
  // The name in the page's language where it has been translated, so the question reads in one direction.
  const name = lang === 'ar' && product.nameAr ? product.nameAr : product.name;
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-red-200 bg-white p-6">
      <h1 className="text-2xl font-bold text-gray-900">{t('adminProducts.deleteTitle', { name })}</h1>
      <p className="mt-3 text-gray-700">{t('adminProducts.deleteExplain')}</p>
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        {/* The editors' own answers (ConfirmDelete), here under a heading that explains archiving. */}
        <Button type="submit" variant="danger">
          {t('adminContent.delete.confirm')}
        </Button>
        <Link
          to={fromList(productPath(product._id), back)}
          className={buttonVariants({ variant: 'secondary' })}
        >
          {t('adminContent.delete.cancel')}
        </Link>
      </Form>
    </div>
  );
}
