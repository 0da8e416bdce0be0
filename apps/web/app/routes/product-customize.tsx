import { productDetailCustomizationSchema } from '@farm/contract';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/product-customize';
import { accountMeta } from '#app/lib/account-meta';
import { customizePath } from '#app/enquiries/customize-target';
import { ProductCustomizationForm } from '#app/enquiries/customization-form';
import { submitEnquiryForm } from '#app/enquiries/enquiry-action.server';
import { ReplyDialogs } from '#app/enquiries/enquiry-form';
import type { EnquiryReply } from '#app/enquiries/reply';
import { useResetKey } from '#app/utils/use-reset-key';
import { useI18n } from '#app/i18n/context';
import { apiFor, bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { requireUser } from '#app/lib/session.server';

// The page behind the product detail's Customize button, for browsers without JavaScript (and the action
// its dialog posts to). Signed-in customers only: docs/decisions/040-customization-needs-sign-in.md.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request);
  const api = apiFor(request, context);
  const product = bodyOrNotFound(
    await api.catalog.getProduct({ params: { slug: pathParam(params.id) } }),
  ).data;
  return { product: { _id: product._id, slug: product.slug, name: product.name } };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitEnquiryForm(
    { request, context },
    {
      schema: productDetailCustomizationSchema,
      maxBytes: 64 * 1024,
      signedInOnly: true,
      call: (api, body) => api.enquiries.requestProductCustomization({ body }),
      failure: { title: 'dialog.error', fallback: 'customize.failedFallback' },
      success: { stay: true, title: 'dialog.success' },
    },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'customize.title');

export default function ProductCustomize({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { product } = loaderData;
  const reply = useActionData<EnquiryReply>();
  const busy = useNavigation().state === 'submitting';
  const formKey = useResetKey(reply);
  const action = customizePath({ kind: 'product', ...product, productId: product._id });
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <Link
        to={`/product-detail/${encodeURIComponent(product.slug)}`}
        className="font-semibold text-leaf-800 underline-offset-2 hover:underline"
      >
        {t('customize.backToProduct')}
      </Link>
      <div className="mt-4 rounded-2xl border border-leaf-100 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="customize-title" tabIndex={-1} className="text-2xl font-bold text-gray-900">
          {t('customize.productTitle', { name: product.name })}
        </h1>
        <p className="mt-1 mb-6 text-gray-700">{t('customize.intro')}</p>
        <ProductCustomizationForm
          key={formKey}
          action={action}
          reply={reply}
          busy={busy}
          as={Form}
          productId={product._id}
        />
      </div>
      <ReplyDialogs reply={reply} focusAfter="customize-title" />
    </div>
  );
}
