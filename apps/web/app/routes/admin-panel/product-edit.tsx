import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { accountMeta } from '../../accounts/account-meta';
import { AuditTrail } from '../../admin/audit-trail';
import { loadAuditTrail } from '../../admin/audit.server';
import { loadCategoryGroups } from '../../admin/products/categories.server';
import { ProductForm } from '../../admin/products/product-form';
import { formDefaultsOf, loadProduct } from '../../admin/products/product.server';
import { productPath } from '../../admin/products/paths';
import { saveProduct } from '../../admin/products/save-product.server';
import { useI18n } from '../../i18n/context';
import { requireAdmin } from '../../lib/session.server';

export const meta: MetaFunction = ({ matches }) => accountMeta(matches, 'adminProducts.editTitle');

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  const product = await loadProduct(request, context, token, params.id);
  const [categories, trail] = await Promise.all([
    loadCategoryGroups(request, context),
    loadAuditTrail(request, context, token, 'product', product._id),
  ]);
  return { product, defaults: formDefaultsOf(product), categories, trail };
}

export async function action(args: ActionFunctionArgs) {
  const { token } = await requireAdmin(args.request);
  const product = await loadProduct(args.request, args.context, token, args.params.id);
  return saveProduct(args, token, product._id);
}

export default function EditProduct() {
  const { product, defaults, categories, trail } = useLoaderData<typeof loader>();
  const { t, lang } = useI18n();
  return (
    <div>
      <Link to="/admin-panel/products" className="text-sm font-semibold text-leaf-800 hover:underline">
        <span aria-hidden="true" className="rtl:hidden">
          ←{' '}
        </span>
        <span aria-hidden="true" className="ltr:hidden">
          →{' '}
        </span>
        {t('adminProducts.backToList')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{t('adminProducts.editTitle')}</h1>
      <p className="mt-1 text-lg text-gray-800" dir="auto">
        {lang === 'ar' && product.nameAr ? product.nameAr : product.name}
      </p>
      <p className="mt-1 text-sm break-all text-gray-600">
        {t('adminProducts.slug', { slug: product.slug })}
      </p>
      {product.archived ? (
        <div className="mt-4 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-amber-900">
            <span className="me-2 inline-block rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
              {t('adminProducts.archived')}
            </span>
            {t('adminProducts.archivedNotice')}
          </p>
          <Form method="post" action={`${productPath(product._id)}/restore`}>
            <button
              type="submit"
              className="rounded-lg bg-leaf-700 px-4 py-2 font-semibold whitespace-nowrap text-white hover:bg-leaf-800"
            >
              {t('adminProducts.restore')}
            </button>
          </Form>
        </div>
      ) : (
        <Link
          to={`/product-detail/${product.slug}`}
          className="mt-2 inline-block text-sm font-semibold text-leaf-800 hover:underline"
        >
          {t('adminProducts.viewInShop')}
        </Link>
      )}
      <ProductForm
        key={product.updatedAt}
        id={`edit-product-${product._id}`}
        defaults={defaults}
        categories={categories}
        submitLabel="adminProducts.save"
      >
        <Link
          to={`${productPath(product._id)}/delete`}
          className="rounded-lg border border-red-300 bg-white px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50 sm:ms-auto"
        >
          {t('adminProducts.delete')}
        </Link>
      </ProductForm>
      <AuditTrail entries={trail} />
    </div>
  );
}
