import { describe, expect, it } from 'vitest';
import { stubApi } from '#tests/api-stub';
import { loader as pipelineCsv } from '#app/routes/admin-panel/pipelines/export';
import { loader as paymentsCsv } from '#app/routes/admin-panel/report-payments-csv';

stubApi();

/** What a loader answers, thrown or returned. */
async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (thrown) {
    return thrown as Response;
  }
}

describe('an admin CSV asked for without a session', () => {
  it('sends to sign in, and back to the page the link was on, not to the file', async () => {
    const payments = await answer(() =>
      paymentsCsv({
        request: new Request(
          'http://localhost/admin-panel/report-payments/csv?from=2026-11-01&to=2026-11-30',
        ),
        params: {},
        context: {},
      } as never),
    );
    expect(payments.headers.get('Location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/admin-panel/report-payments?from=2026-11-01&to=2026-11-30')}`,
    );

    const career = await answer(() =>
      pipelineCsv({
        request: new Request('http://localhost/admin-panel/career/export.csv?search=x'),
        params: {},
        context: {},
      } as never),
    );
    expect(career.headers.get('Location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/admin-panel/career?search=x')}`,
    );
  });
});
