import { CSV_CONTENT_TYPE } from '@farm/contract';
import { redirect } from 'react-router';
import type { Route } from './+types/report-payments-csv';
import { daysQuery, reportQueryOf } from '#app/admin/orders/report-query';
import { fileDownload } from '#app/admin/file-download.server';
import { adminApi, unexpected } from '#app/lib/api.server';
import { backToPageAfterLogin } from '#app/lib/download-login.server';

/**
 * The payment report's CSV, fetched here with the admin's token and handed to the browser as a download:
 * the token never leaves the server (HOUSE-NOTES: CSV downloads go through a resource route).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context).catch((thrown: unknown) => {
    // Back to the report of the same days (and language) after signing in.
    throw backToPageAfterLogin(thrown, `/admin-panel/report-payments${new URL(request.url).search}`);
  });
  const parsed = reportQueryOf(new URL(request.url).searchParams);
  // A refused day is explained on the report page, next to its field.
  if (!parsed.ok) throw redirect(`/admin-panel/report-payments?${daysQuery(parsed.days)}`);
  const res = await api.adminOrders.adminPaymentReportCsv({ query: parsed.query });
  if (res.status === 400) throw redirect(`/admin-panel/report-payments?${daysQuery(parsed.days)}`);
  if (res.status !== 200) unexpected(res);
  return fileDownload(request, res, {
    type: CSV_CONTENT_TYPE,
    disposition: res.headers.get('content-disposition') ?? 'attachment; filename="payments.csv"',
  });
}
