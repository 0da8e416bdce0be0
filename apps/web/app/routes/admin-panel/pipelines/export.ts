import { CSV_CONTENT_TYPE } from '@farm/contract';
import { redirect } from 'react-router';
import type { Route } from './+types/export';
import { fileDownload } from '#app/admin/file-download.server';
import { successOrNotFound } from '#app/lib/api.server';
import { backToPageAfterLogin } from '#app/lib/download-login.server';
import { pipelineApi } from '#app/routes/admin-panel/pipelines/section.server';
import { pipelineQueryOf } from '#app/routes/admin-panel/pipelines/query';

/**
 * The section's CSV export with the list's filters: the API writes it (RFC 4180, formulas guarded); this
 * resource route adds the admin's token, so the browser never holds it, and passes the file on.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { api, section } = await pipelineApi(request, context).catch((thrown: unknown) => {
    // Back to the list the link was on, with its filters (this address without its file name).
    throw backToPageAfterLogin(thrown, `${url.pathname.replace(/\/export\.csv$/, '')}${url.search}`);
  });
  const parsed = pipelineQueryOf(url.searchParams);
  // A link the list made is always valid; a hand-edited one exports with the filters that hold, never
  // with none (every request of the section, notes and all).
  if (!parsed.ok) throw redirect(`${url.pathname}?${parsed.fallback}`);
  const res = successOrNotFound(
    await api.pipelines.exportSubmissions({ params: { kind: section.kind }, query: parsed.query.filter }),
  );
  return fileDownload(request, res, {
    type: CSV_CONTENT_TYPE,
    disposition: res.headers.get('content-disposition') ?? 'attachment; filename="requests.csv"',
  });
}
