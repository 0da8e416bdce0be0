import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
    expect(res.headers.get('Cache-Control')).toBe('private, no-store, no-transform');
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

// A request's CV or photo: bytes that are no text (a PDF's binary part, a picture), several chunks' worth.
const ID = '6740a1b2c3d4e5f6a7b8c901';
const FILE_ID = '6740a1b2c3d4e5f6a7b8c9f1';
const first = Buffer.concat([
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  randomBytes(256 * 1024),
]);
const rest = randomBytes(512 * 1024);
const DISPOSITION = `attachment; filename="Sara CV.pdf"; filename*=UTF-8''Sara%20CV.pdf`;

/** The file as the API sends it: the first part at once, the rest once `later` has settled. */
function apiFile({ later = Promise.resolve(), length = true } = {}) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== `/api/admin/submissions/${ID}/files/${FILE_ID}`) return record(req, res);
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-disposition': DISPOSITION,
      'x-content-type-options': 'nosniff',
      ...(length ? { 'content-length': String(first.length + rest.length) } : {}),
    });
    res.write(first);
    void later.then(() => res.end(rest));
  };
}

/** The request the file came with: an enquiry whose file is a PNG photo. */
function record(_req: IncomingMessage, res: ServerResponse) {
  const file = { fileId: FILE_ID, field: 'image', name: 'roof.png', contentType: 'image/png', size: 1 };
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ data: { _id: ID, kind: 'enquiry', files: [file] } }));
}

/**
 * The API sends the first part of the file and holds the rest back; resolves once its answer is closed
 * before it was ended (the web server stopped it).
 */
function sendingUntilStopped(): Promise<void> {
  const send = apiFile({ later: new Promise(() => {}) });
  return new Promise<void>((stopped) => {
    answer = (req, res) => {
      res.on('close', () => {
        if (!res.writableEnded) stopped();
      });
      send(req, res);
    };
  });
}

async function fileLoader(section: string, query = '', init: RequestInit = {}) {
  const { loader } = await import('#app/routes/admin-panel/pipelines/file');
  return loader({
    request: await signedInRequest(
      `http://localhost/admin-panel/${section}/${ID}/files/${FILE_ID}${query}`,
      init,
      admin,
    ),
    params: { id: ID, fileId: FILE_ID },
    context: {},
  } as never) as Promise<Response>;
}

describe("a request's CV or photo", () => {
  it('is passed on while the API is still sending it, byte for byte, with its name and length', async () => {
    let release = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    let token: string | undefined;
    let encodings: string | undefined;
    const send = apiFile({ later });
    answer = (req, res) => {
      token = req.headers.authorization;
      encodings = req.headers['accept-encoding'];
      send(req, res);
    };
    // The loader answers, and its first bytes can be read, before the API has sent the rest: the web
    // server passes the file on as it comes rather than holding it whole.
    const res = await Promise.race([
      fileLoader('career'),
      new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('The loader waited for the whole file')), 2000).unref();
      }),
    ]).catch((error: unknown) => {
      release();
      throw error;
    });
    expect(token).toBe('Bearer tok');
    // Asked for uncompressed: it goes to the browser so, and gzip would only be undone here.
    expect(encodings).toBe('identity');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(res.headers.get('Content-Disposition')).toBe(DISPOSITION);
    expect(res.headers.get('Content-Length')).toBe(String(first.length + rest.length));
    expect(res.headers.get('Cache-Control')).toBe('private, no-store, no-transform');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const reader = res.body!.getReader();
    const early: Buffer[] = [];
    while (Buffer.concat(early).length < first.length) {
      const { value, done } = await reader.read();
      if (done) break;
      early.push(Buffer.from(value));
    }
    expect(Buffer.concat(early).equals(first)).toBe(true);
    release();
    const late: Buffer[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      late.push(Buffer.from(chunk.value));
    }
    expect(Buffer.concat([...early, ...late]).equals(Buffer.concat([first, rest]))).toBe(true);
  });

  it('shows a photo in the page as the picture it is, and names no length the API did not give', async () => {
    answer = apiFile({ length: false });
    const res = await fileLoader('customization', '?view');
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Content-Disposition')).toBe('inline');
    expect(res.headers.get('Content-Length')).toBeNull();
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.concat([first, rest]))).toBe(true);
  });

  it('answers a HEAD request with the headers alone, and stops the API sending the file', async () => {
    const apiStopped = sendingUntilStopped();
    const res = await fileLoader('career', '', { method: 'HEAD' });
    expect(res.headers.get('Content-Disposition')).toBe(DISPOSITION);
    expect(res.headers.get('Content-Length')).toBe(String(first.length + rest.length));
    expect(res.body).toBeNull();
    await apiStopped;
  });

  describe('the time limit (docs/decisions/273-file-downloads-streamed.md)', () => {
    // Read once API_URL is stubbed (beforeAll): the settings are parsed on their first import.
    const settings = () => import('#app/lib/env.server').then((module) => module.env);
    let limit: number | undefined;
    beforeEach(async () => {
      limit = (await settings()).API_TIMEOUT_SECONDS;
      (await settings()).API_TIMEOUT_SECONDS = 0.2;
    });
    afterEach(async () => {
      (await settings()).API_TIMEOUT_SECONDS = limit!;
    });

    it("is the API's to keep, not the browser's: a slow connection gets the whole file", async () => {
      answer = apiFile();
      const res = await fileLoader('career');
      const reader = res.body!.getReader();
      const got = [Buffer.from((await reader.read()).value!)];
      // The browser takes a while over what it has, longer than the API is given to answer.
      await new Promise((resolve) => setTimeout(resolve, 600));
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        got.push(Buffer.from(chunk.value));
      }
      expect(Buffer.concat(got).equals(Buffer.concat([first, rest]))).toBe(true);
    });

    it('fails the download when the API stops sending half-way and stays silent past it', async () => {
      answer = apiFile({ later: new Promise(() => {}) });
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await fileLoader('career');
      const started = Date.now();
      await expect(res.arrayBuffer()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
      // Said in the web server's log, by the route's pattern (no ids or names of the file).
      expect(logged).toHaveBeenCalledWith(
        'API call GET /admin/submissions/:id/files/:fileId failed half-way through the file:',
        expect.stringContaining('in time'),
      );
      logged.mockRestore();
    });
  });

  it('stops the API sending when the admin leaves half-way (the browser connection closes)', async () => {
    const apiStopped = sendingUntilStopped();
    const res = await fileLoader('career');
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    // What the web server does with the page's stream when the browser's connection closes.
    await reader.cancel();
    await apiStopped;
  });

  it('is given up, and the API stopped, when nobody reads it for ten minutes', async () => {
    const apiStopped = sendingUntilStopped();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const res = await fileLoader('career');
      vi.advanceTimersByTime(10 * 60_000 - 1);
      expect(logged).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      await apiStopped;
      await expect(res.arrayBuffer()).rejects.toThrow('left unread');
      expect(logged).toHaveBeenCalledWith(
        'API call GET /admin/submissions/:id/files/:fileId given up:',
        expect.stringContaining('left unread'),
      );
    } finally {
      vi.useRealTimers();
      logged.mockRestore();
    }
  });

  it('names no length when the API sent its answer encoded (the bytes passed on are decoded)', async () => {
    answer = (_req, res) => {
      const body = zlib.gzipSync(Buffer.concat([first, rest]));
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-disposition': DISPOSITION,
        'content-encoding': 'gzip',
        'content-length': String(body.length),
      });
      res.end(body);
    };
    const res = await fileLoader('career');
    expect(res.headers.get('Content-Length')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.concat([first, rest]))).toBe(true);
  });

  it("reads a refusal as any answer of the API's: a file that is not there is the not-found page", async () => {
    answer = (_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ statusCode: 404, code: 'fileNotFound', message: 'x', error: 'x' }));
    };
    await expect(fileLoader('career')).rejects.toMatchObject({ init: { status: 404 } });
  });
});
