import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve, type Served } from '#tests/server';
import { admin, signedInRequest } from '#tests/signed-in';

// The API over a real socket, as the web server reaches it: what the loaders hand on is what came over
// the wire.
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const header = 'Reference,Received (UAE time),Sender\r\n';
const row = (n: number) =>
  `6740a1b2c3d4e5f6a7b8c9${String(n).padStart(2, '0')},2026-12-05 10:00:00,سارة الهاشمي ${n}\r\n`;
const rows = Array.from({ length: 40 }, (_, n) => row(n)).join('');
let answer: (req: IncomingMessage, res: ServerResponse) => void;
let api: Served;

beforeAll(async () => {
  api = await serve((req, res) => answer(req, res));
  vi.stubEnv('API_URL', `${api.url}/api`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

/**
 * A CSV as the API streams one: the mark and the header row, then, once `later` has settled, the rows (or
 * the connection cut, as an API that failed half-way leaves it).
 */
function csvAnswer(disposition: string, { later = Promise.resolve(), cutOff = false } = {}) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': disposition });
    res.write(Buffer.concat([BOM, Buffer.from(header, 'utf8')]));
    void later.then(() => (cutOff ? res.destroy() : res.end(rows)));
  };
}

describe("the admin's CSV downloads", () => {
  it('pass the API file on byte for byte: its byte-order mark once, its Arabic as sent', async () => {
    const { loader } = await import('#app/routes/admin-panel/pipelines/export');
    let release = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    answer = csvAnswer('attachment; filename="contact-requests-2026-12-05.csv"', { later });
    // The loader answers while the API is still sending: the file is passed on, not gathered first.
    const res = (await loader({
      request: await signedInRequest('http://localhost/admin-panel/contact/export.csv', {}, admin),
      params: {},
      context: {},
    } as never)) as Response;
    release();
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(
      'attachment; filename="contact-requests-2026-12-05.csv"',
    );
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(Buffer.concat([BOM, Buffer.from(header + rows, 'utf8')]))).toBe(true);
  });

  it('pass the payment report on as the API wrote it too', async () => {
    const { loader } = await import('#app/routes/admin-panel/report-payments-csv');
    answer = csvAnswer('attachment; filename="payments-2026-11-01-to-2026-11-30.csv"');
    const res = (await loader({
      request: await signedInRequest(
        'http://localhost/admin-panel/report-payments/csv?from=2026-11-01&to=2026-11-30',
        {},
        admin,
      ),
      params: {},
      context: {},
    } as never)) as Response;
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 6)]).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from('Ref')]);
    expect(bytes.indexOf(BOM, 3)).toBe(-1);
  });

  it('fail the download when the API stops half-way, rather than end a file that looks whole', async () => {
    const { loader } = await import('#app/routes/admin-panel/pipelines/export');
    answer = csvAnswer('attachment; filename="contact-requests-2026-12-05.csv"', {
      later: new Promise((resolve) => setTimeout(resolve, 20)),
      cutOff: true,
    });
    const res = (await loader({
      request: await signedInRequest('http://localhost/admin-panel/contact/export.csv', {}, admin),
      params: {},
      context: {},
    } as never)) as Response;
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it("read a refusal as any answer of the API's: the report's days explained on its page", async () => {
    const { loader } = await import('#app/routes/admin-panel/report-payments-csv');
    answer = (_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ statusCode: 400, code: 'invalidRequest', message: 'x', error: 'x' }));
    };
    const refused = await loader({
      request: await signedInRequest(
        'http://localhost/admin-panel/report-payments/csv?from=2026-11-01&to=2026-11-30',
        {},
        admin,
      ),
      params: {},
      context: {},
    } as never).catch((thrown: unknown) => thrown as Response);
    expect((refused as Response).status).toBe(302);
    expect((refused as Response).headers.get('Location')).toBe(
      '/admin-panel/report-payments?from=2026-11-01&to=2026-11-30',
    );
  });
});
