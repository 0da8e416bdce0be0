/**
 * A CSV file for the admin's browser to download, as the API wrote it (RFC 4180, formulas guarded:
 * docs/decisions/097-admin-images-and-csv.md), never kept by a cache. The body is the API's answer, passed
 * on as it comes (api.server.ts leaves a CSV answer unread), so the UTF-8 byte-order mark the API starts
 * every export with reaches the browser once, and a large export is never held here whole
 * (docs/decisions/270-csv-exports-for-spreadsheets.md).
 */
export function csvDownload(body: unknown, disposition: string): Response {
  if (!(body instanceof ReadableStream)) throw new Error('The API answered a CSV download without a body');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': disposition,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
