import type { Route } from './+types/export';
import { bodyOrNotFound } from '#app/lib/api.server';
import { pipelineApi } from '#app/routes/admin-panel/pipelines/section.server';
import { pipelineQueryOf } from '#app/routes/admin-panel/pipelines/query';

/**
 * The section's CSV export with the list's filters: the API writes it (RFC 4180, formulas guarded); this
 * resource route adds the admin's token, so the browser never holds it, and passes the file on.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, section } = await pipelineApi(request, context);
  const parsed = pipelineQueryOf(new URL(request.url).searchParams);
  // A link the list made is always valid; a hand-edited one exports without the refused filters.
  const filter = parsed.ok ? parsed.query.filter : {};
  const res = await api.pipelines.exportSubmissions({
    params: { kind: section.kind },
    query: filter,
  });
  return new Response(bodyOrNotFound(res), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': res.headers.get('content-disposition') ?? 'attachment; filename="requests.csv"',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
