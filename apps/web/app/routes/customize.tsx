import { customizationRequestSchema } from '@farm/contract';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/customize';
import { accountMeta } from '#app/lib/account-meta';
import { SpaceCustomizationForm } from '#app/enquiries/customization-form';
import { submitEnquiryForm } from '#app/enquiries/enquiry-action.server';
import { ReplyDialogs } from '#app/enquiries/enquiry-form';
import type { EnquiryReply } from '#app/enquiries/reply';
import { useResetKey } from '#app/utils/use-reset-key';
import { useI18n } from '#app/i18n/context';
import { requireUser } from '#app/lib/session.server';

// The page behind the products page's Customize tile, for browsers without JavaScript (and the action the
// tile's dialog posts to). Signed-in customers only: docs/decisions/040-customization-needs-sign-in.md.
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitEnquiryForm(
    { request, context },
    {
      schema: customizationRequestSchema,
      maxBytes: 64 * 1024,
      signedInOnly: true,
      call: (api, body) => api.enquiries.requestCustomization({ body }),
      failure: { title: 'dialog.error', fallback: 'customize.failedFallback' },
      // docs/product-rules.md §4: the dialog closes and a result dialog says 'Thanks for sharing the details,...'.
      success: { stay: true, title: 'dialog.success' },
    },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'customize.title');

export default function Customize() {
  const { t } = useI18n();
  const reply = useActionData<EnquiryReply>();
  const busy = useNavigation().state === 'submitting';
  const formKey = useResetKey(reply);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <Link to="/products" className="font-semibold text-leaf-800 underline-offset-2 hover:underline">
        {t('customize.back')}
      </Link>
      <div className="mt-4 rounded-2xl border border-leaf-100 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="customize-title" tabIndex={-1} className="text-2xl font-bold text-gray-900">
          {t('customize.title')}
        </h1>
        <p className="mt-1 mb-6 text-gray-700">{t('customize.intro')}</p>
        <SpaceCustomizationForm key={formKey} action="/customize" reply={reply} busy={busy} as={Form} />
      </div>
      <ReplyDialogs reply={reply} focusAfter="customize-title" />
    </div>
  );
}
