import { careerApplicationFormSchema, careerPositionSchema, CV_MAX_BYTES } from '@farm/contract';
import type { Route } from './+types/career';
import { ApplicationForm } from '#app/career/application-form';
import {
  BenefitsAndRequirements,
  CareerHero,
  HiringNow,
  HowToApply,
  OpenPositions,
  WhyJoin,
} from '#app/career/career-content';
import { submitEnquiryForm } from '#app/enquiries/enquiry-action.server';
import { multipartBody } from '#app/enquiries/multipart';
import { fixedPageMeta } from '#app/lib/seo';

/** Room for the text fields beside the largest CV the form takes. */
const MAX_BODY = CV_MAX_BYTES + 256 * 1024;

// `?position=` (from an "apply" link in a group of positions) picks the form's position.
export function loader({ request }: Route.LoaderArgs) {
  const position = careerPositionSchema.safeParse(new URL(request.url).searchParams.get('position'));
  return { position: position.success ? position.data : undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitEnquiryForm(
    { request, context },
    {
      schema: careerApplicationFormSchema,
      maxBytes: MAX_BODY,
      fileFields: ['resume'],
      call: (api, value) => api.enquiries.applyForJob({ body: multipartBody(value) }),
      // docs/product-rules.md §8: 'Error' with the server's message, else the career fallback.
      failure: { title: 'dialog.error', fallback: 'career.failedFallback' },
      // docs/product-rules.md §4: 'Application Submitted', the form reset, and on to /about.
      success: { redirectTo: '/about', title: 'career.successTitle' },
    },
  );
}

export const meta: Route.MetaFunction = fixedPageMeta('/career', 'career.meta');

export default function Career({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CareerHero />
      <HiringNow />
      <WhyJoin />
      <BenefitsAndRequirements />
      <OpenPositions />
      <HowToApply />
      <ApplicationForm key={loaderData.position ?? 'any'} position={loaderData.position} />
    </>
  );
}
