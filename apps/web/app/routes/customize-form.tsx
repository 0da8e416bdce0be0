import {
  ENQUIRY_PHOTO_LIMIT,
  ENQUIRY_PHOTO_MAX_BYTES,
  enquiryDefaultsFromPlan,
  enquiryFormSchema,
  PLAN_ID_PATTERN,
} from '@farm/contract';
import { Link, useActionData } from 'react-router';
import type { Route } from './+types/customize-form';
import { Icon } from '#app/components/icons';
import { ServiceMedia } from '#app/components/service-media';
import { submitEnquiryForm } from '#app/enquiries/enquiry-action.server';
import { ReplyDialogs } from '#app/enquiries/enquiry-form';
import { FarmEnquiryForm } from '#app/enquiries/farm-enquiry-form';
import { multipartBody } from '#app/enquiries/multipart';
import type { EnquiryReply } from '#app/enquiries/reply';
import { useResetKey } from '#app/utils/use-reset-key';
import { useI18n } from '#app/i18n/context';
import { translate } from '#app/i18n/messages';
import { type Api, apiFor, bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { SCHOOL_PROGRAMME_PATH } from '#app/lib/documents';
import { pageMeta, summarize } from '#app/lib/seo';
import { siteFromMatches } from '#app/lib/site';

/** Room for five photos of the largest size and the text fields; a larger body is not read. */
const MAX_BODY = ENQUIRY_PHOTO_LIMIT * ENQUIRY_PHOTO_MAX_BYTES + 512 * 1024;

// /customize-form (no service) and /customize-form/{serviceId}, where the header's Services menu leads.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const plan = await sentPlan(api, new URL(request.url).searchParams.get('plan'));
  if (!params.id) return { service: null, plan };
  const { data } = bodyOrNotFound(await api.catalog.getService({ params: { id: pathParam(params.id) } }));
  return {
    plan,
    service: {
      _id: data._id,
      name: data.name,
      subHeading: data.subHeading,
      description: data.description,
      images: data.image.map((media) => media.url),
      videos: data.video,
      // docs/product-rules.md §2: the Institutional service's form also offers the school PDF. By slug: names are translated.
      institutional: data.slug === 'institutional',
    },
  };
}

/**
 * The plan "Send this plan" carries (`?plan=<id>`): the planner's answers become the form's
 * defaults and the plan's id is attached. An unknown or malformed id is simply ignored.
 */
async function sentPlan(api: Api, id: string | null) {
  if (!id || !PLAN_ID_PATTERN.test(id)) return null;
  const res = await api.planner.getEstimate({ params: { id: pathParam(id) } });
  return res.status === 200 ? { id, defaults: enquiryDefaultsFromPlan(res.body.data) } : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitEnquiryForm(
    { request, context },
    {
      schema: enquiryFormSchema,
      maxBytes: MAX_BODY,
      fileFields: ['image'],
      call: (api, value) => api.enquiries.submitEnquiry({ body: multipartBody(value) }),
      // docs/product-rules.md §8: 'Error' with the server's text.
      failure: { title: 'dialog.error', fallback: 'enquiry.failedFallback' },
      // docs/product-rules.md §4 and 8: 'Success' with the server's message; the form, previews, files and toggles reset.
      success: { stay: true, title: 'enquiry.successTitle' },
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { lang, origin } = siteFromMatches(matches);
  const service = loaderData?.service;
  return pageMeta({
    lang,
    origin,
    path: service ? `/customize-form/${service._id}` : '/customize-form',
    title: service
      ? translate(lang, 'enquiry.meta.serviceTitle', { name: service.name })
      : translate(lang, 'enquiry.meta.title'),
    description: service?.description
      ? summarize(service.description)
      : translate(lang, 'enquiry.meta.description'),
  });
};

/** The download of the school programme leaflet (docs/decisions/016-documents-we-make.md), made by scripts/make-assets.mjs. */
function SchoolBanner() {
  const { t } = useI18n();
  return (
    <aside
      aria-labelledby="school-banner-title"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-sun-400 p-6 text-gray-900 shadow-sm"
    >
      <div className="max-w-2xl">
        <h2 id="school-banner-title" className="text-2xl font-bold">
          {t('enquiry.banner.title')}
        </h2>
        <p className="mt-1">{t('enquiry.banner.text')}</p>
      </div>
      <a
        href={SCHOOL_PROGRAMME_PATH}
        download
        className="inline-flex items-center gap-2 rounded-lg bg-leaf-900 px-5 py-3 font-semibold text-white hover:bg-leaf-800"
      >
        <Icon name="download" />
        {t('enquiry.banner.download')}
        <span className="sr-only"> {t('enquiry.banner.file')}</span>
      </a>
    </aside>
  );
}

export default function CustomizeForm({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { service, plan } = loaderData;
  const reply = useActionData<EnquiryReply>();
  const formKey = useResetKey(reply);
  return (
    <>
      <section className="bg-gradient-to-br from-leaf-800 to-leaf-600 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14">
          {service?.subHeading && (
            <p className="font-semibold text-sun-400">
              <bdi>{service.subHeading}</bdi>
            </p>
          )}
          <h1 id="enquiry-page-title" tabIndex={-1} className="mt-2 text-4xl font-extrabold">
            {service ? <bdi>{service.name}</bdi> : t('enquiry.title')}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-leaf-50">
            {service ? <bdi>{service.description}</bdi> : t('enquiry.intro')}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
        {service?.institutional && <SchoolBanner />}
        {service && (
          <div>
            <h2 id="enquiry-title" tabIndex={-1} className="text-2xl font-bold text-gray-900">
              {t('enquiry.title')}
            </h2>
            <p className="mt-1 text-gray-700">{t('enquiry.intro')}</p>
          </div>
        )}
        {plan ? (
          <p className="rounded-xl border border-leaf-200 bg-leaf-50 p-4 text-leaf-900">
            {t('enquiry.planAttached')}{' '}
            <Link to={`/planner/${plan.id}`} className="font-semibold underline underline-offset-2">
              {t('enquiry.planView')}
            </Link>
          </p>
        ) : (
          <p className="text-gray-700">
            <Link to="/planner" className="font-semibold text-leaf-800 underline underline-offset-2">
              {t('enquiry.plannerLink')}
            </Link>
          </p>
        )}
        <FarmEnquiryForm key={formKey} reply={reply} serviceId={service?._id} plan={plan} />
        {service && <ServiceMedia name={service.name} images={service.images} videos={service.videos} />}
      </div>
      <ReplyDialogs reply={reply} focusAfter={service ? 'enquiry-title' : 'enquiry-page-title'} />
    </>
  );
}
