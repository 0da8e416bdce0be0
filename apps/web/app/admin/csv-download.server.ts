/**
 * A CSV file for the admin's browser to download, as the API wrote it (RFC 4180, formulas guarded:
 * docs/decisions/097-admin-images-and-csv.md), never kept by a cache. A byte-order mark goes first: a spreadsheet
 * reads UTF-8 without one in the computer's own code page, and the Arabic of names and messages came out
 * as gibberish. The API's own mark would not survive the typed client, which strips it.
 */
export function csvDownload(csv: string, disposition: string): Response {
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': disposition,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
