import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { accountMeta } from '../../accounts/account-meta';
import { loadCategoryGroups } from '../../admin/products/categories.server';
import { ProductForm } from '../../admin/products/product-form';
import { saveProduct } from '../../admin/products/save-product.server';
import { useI18n } from '../../i18n/context';
import { requireAdmin } from '../../lib/session.server';

export const meta: MetaFunction = ({ matches }) => accountMeta(matches, 'adminProducts.addTitle');

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { categories: await loadCategoryGroups(request, context) };
}

export async function action(args: ActionFunctionArgs) {
  const { token } = await requireAdmin(args.request);
  return saveProduct(args, token);
}

export default function AddProduct() {
  const { categories } = useLoaderData<typeof loader>();
  const { t } = useI18n();
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
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{t('adminProducts.addTitle')}</h1>
      <ProductForm id="add-product" categories={categories} submitLabel="adminProducts.create" />
    </div>
  );
}
