import type { Route } from './+types/planner-pdf';
import { apiFor, bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { localeOf } from '#app/i18n/messages';
import { languageOf } from '#app/lib/language.server';
import { keptPlanPdf } from '#app/planner/plan-pdf.server';

// /planner/:id/plan.pdf: the stored plan as a download (resource route, no page around it), in the
// visitor's language (docs/decisions/183-arabic-pdfs.md).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const res = await apiFor(request, context).planner.getEstimate({
    params: { id: pathParam(params.id) },
  });
  const plan = bodyOrNotFound(res).data;
  const lang = languageOf(request);
  const pdf = await keptPlanPdf(plan, lang);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="farm-plan-${plan.id}.pdf"`,
      'Content-Length': String(pdf.length),
      'Content-Language': localeOf(lang),
      // The plan never changes, but it is one visitor's: keep it out of shared caches. The language comes
      // from the address or the cookie.
      'Cache-Control': 'private, max-age=3600',
      Vary: 'Cookie',
      'X-Content-Type-Options': 'nosniff',
      // One visitor's plan, as its page (noindex): a shared link must not put it in search results.
      'X-Robots-Tag': 'noindex',
    },
  });
}
