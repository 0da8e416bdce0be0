import { connect } from 'node:net';
import { Logger } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import sharp from 'sharp';
import { BODY_LIMIT_BYTES } from '../src/app';
import { CatalogService } from '../src/catalog/catalog.service';
import { FilesService } from '../src/files/files.service';
import { ImageWorkService } from '../src/files/image-work.service';
import { HealthController } from '../src/health/health.controller';
import { expectErrorBody } from './support/expect-error';
import { startTestApp, type TestApp } from './support/test-app';

describe('platform: health, errors, request ids, files', () => {
  let api: TestApp;

  beforeAll(async () => {
    // No demo catalog needed here; each test makes the data it uses.
    api = await startTestApp({ seedDemo: false });
  });

  afterAll(async () => {
    await api.close();
  });

  describe('GET /api/health', () => {
    it('reports the database up', async () => {
      const res = await fetch(`${api.baseUrl}/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
    });

    it('answers checks that arrive together with one ping, and pings again for the next check', async () => {
      const db = api.app.get<Connection>(getConnectionToken()).db;
      if (!db) throw new Error('no database');
      const send = db.command.bind(db);
      const command = jest.spyOn(db, 'command');
      const pings = () => command.mock.calls.filter(([cmd]) => 'ping' in cmd).length;
      // "Together" made sure: the first ping is held until all 20 checks have reached the controller. The
      // database answers on a thread of its own, so unheld it could answer before the next check arrives.
      const health = api.app.get(HealthController) as unknown as { databaseUp(): Promise<boolean> };
      const databaseUp = health.databaseUp.bind(health);
      let arrived = 0;
      let allArrived: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (allArrived = resolve));
      const checks = jest.spyOn(health, 'databaseUp').mockImplementation(() => {
        arrived += 1;
        if (arrived === 20) allArrived();
        return databaseUp();
      });
      command.mockImplementationOnce(async (...args: Parameters<typeof db.command>) => {
        await gate;
        return send(...args);
      });
      try {
        const together = await Promise.all(Array.from({ length: 20 }, () => fetch(`${api.baseUrl}/health`)));
        expect(together.map((res) => res.status)).toEqual(Array(20).fill(200));
        const shared = pings();
        expect(shared).toBeGreaterThanOrEqual(1);
        expect(shared).toBeLessThan(20);
        // the answer is never kept: a check after the others gets a ping of its own
        expect((await fetch(`${api.baseUrl}/health`)).status).toBe(200);
        expect(pings()).toBe(shared + 1);
      } finally {
        checks.mockRestore();
        command.mockRestore();
      }
    });
  });

  describe('GET /api/openapi.json', () => {
    it('describes every catalog route of the contract', async () => {
      const res = await fetch(`${api.baseUrl}/openapi.json`);
      expect(res.status).toBe(200);
      const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/services', '/services/{id}', '/products', '/products/{slug}']),
      );
    });
  });

  describe('headers', () => {
    it('answer with helmet’s protections: no sniffing, no framing, no scripts', async () => {
      const res = await fetch(`${api.baseUrl}/products`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('x-powered-by')).toBeNull();
      // HSTS only when the public origin is https (it is http here).
      expect(res.headers.get('strict-transport-security')).toBeNull();
    });
  });

  describe('control characters', () => {
    it.each(['%00', 'basil%00', '%1B%5B31m', '%7F'])(
      'refuse a search of %s with 400 and the contract’s message, not a 500',
      async (search) => {
        const res = await fetch(`${api.baseUrl}/products?search=${search}`);
        expect(res.status).toBe(400);
        const body = expectErrorBody(await res.json(), 400);
        expect(body.issues).toEqual([
          { path: 'search', code: 'controlCharacters', message: 'Must not contain control characters.' },
        ]);
      },
    );

    it('refuse a product slug with a NUL byte with 400', async () => {
      const res = await fetch(`${api.baseUrl}/products/basil%00kit`);
      expect(res.status).toBe(400);
      expect(expectErrorBody(await res.json(), 400).issues?.[0]?.code).toBe('controlCharacters');
    });
  });

  describe('errors', () => {
    it('answers unknown routes with 404 in the error shape', async () => {
      const res = await fetch(`${api.baseUrl}/no/such/route`);
      expect(res.status).toBe(404);
      expectErrorBody(await res.json(), 404, 'Not found');
    });

    it('answers routes outside the /api prefix with 404 too', async () => {
      const res = await fetch(api.baseUrl.replace(/\/api$/, '/products'));
      expect(res.status).toBe(404);
      expectErrorBody(await res.json(), 404);
    });

    it('answers a malformed JSON body with 400 without echoing it', async () => {
      const res = await fetch(`${api.baseUrl}/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"password":}',
      });
      expect(res.status).toBe(400);
      expectErrorBody(await res.json(), 400, 'The request body is not valid JSON');
    });

    it('refuses a JSON request with nothing in it by the contract, and a type no route reads with 415', async () => {
      // An empty JSON body is no body (cart.e2e-spec: a DELETE that says JSON): a route that needs one refuses.
      const empty = await fetch(`${api.baseUrl}/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      expect(empty.status).toBe(400);
      expect(expectErrorBody(await empty.json(), 400).code).toBe('invalidRequest');
      const csv = await fetch(`${api.baseUrl}/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv' },
        body: 'email,password',
      });
      expect(csv.status).toBe(415);
      expectErrorBody(await csv.json(), 415);
    });

    /**
     * A POST with no body and no Content-Length, as curl sends one: fetch and Node's client always say
     * `Content-Length: 0` for a POST, which body-parser reads as an empty object.
     */
    async function postWithoutBody(
      path: string,
      headers: string[],
    ): Promise<{ status: number; body: unknown }> {
      const { hostname, port, pathname } = new URL(`${api.baseUrl}${path}`);
      const socket = connect(Number(port), hostname);
      // Written, not ended: the server answers a connection the client has closed with nothing.
      socket.write(
        [
          `POST ${pathname} HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          'Connection: close',
          ...headers,
          '',
          '',
        ].join('\r\n'),
      );
      let raw = '';
      for await (const chunk of socket) raw += String(chunk);
      const [head, body] = raw.split('\r\n\r\n');
      return { status: Number(head?.split(' ')[1]), body: JSON.parse(body ?? '') };
    }

    it('says a request that needs a body has none, with or without a JSON type', async () => {
      for (const headers of [['Content-Type: application/json'], []]) {
        for (const path of ['/auth/signin', '/getintouch/add', '/carrier/add']) {
          const res = await postWithoutBody(path, headers);
          expect(res.status).toBe(400);
          expect(expectErrorBody(res.body, 400, 'The request has no body.').code).toBe('bodyMissing');
        }
      }
    });

    it.each(['null', '[]', '"email"', '7', 'true'])(
      'says a JSON body of %s must be an object, not that it is not JSON',
      async (json) => {
        const res = await fetch(`${api.baseUrl}/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: json,
        });
        expect(res.status).toBe(400);
        const body = expectErrorBody(await res.json(), 400, 'The request body must be a JSON object.');
        expect(body.code).toBe('bodyNotObject');
      },
    );

    it.each([
      'multipart/mixed; boundary=zz',
      'multipart/related; boundary=zz',
      'multipart/alternative; boundary=zz',
      'multipart/form-datax; boundary=zz',
    ])('refuses an upload of %s with 415 with or without a body, not a 500', async (type) => {
      for (const path of ['/enquiry/add', '/carrier/add']) {
        for (const body of ['', '--zz--\r\n']) {
          const res = await fetch(`${api.baseUrl}${path}`, {
            method: 'POST',
            headers: { 'content-type': type, 'content-length': String(body.length) },
            body,
          });
          expect(res.status).toBe(415);
          expectErrorBody(await res.json(), 415);
        }
      }
    });

    it('answers a JSON body over the limit with 413 before reading it whole', async () => {
      const res = await fetch(`${api.baseUrl}/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.ae', password: 'x'.repeat(BODY_LIMIT_BYTES) }),
      });
      expect(res.status).toBe(413);
      expectErrorBody(await res.json(), 413, 'The request is too large');
    });

    it('takes an address with a trailing slash as the same route', async () => {
      const res = await fetch(`${api.baseUrl}/health/`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
    });

    it('hides unexpected failures behind a 500 and logs them with the request id', async () => {
      const catalog = api.app.get(CatalogService);
      const failure = jest
        .spyOn(catalog, 'listServices')
        .mockRejectedValueOnce(new Error('connection string mongodb://admin:secret@db leaked'));
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        const res = await fetch(`${api.baseUrl}/services`, { headers: { 'x-request-id': 'trace-500-test' } });
        expect(res.status).toBe(500);
        expect(res.headers.get('x-request-id')).toBe('trace-500-test');
        const text = await res.text();
        expect(text).not.toMatch(/secret|leaked|Error:|at /);
        expectErrorBody(JSON.parse(text), 500, 'Internal server error');
        const failure500 = logged.mock.calls.find((call) => String(call[1]).includes('[trace-500-test]'));
        expect(String(failure500?.[1])).toContain('leaked');
        expect(failure500?.[0]).toMatchObject({
          requestId: 'trace-500-test',
          req: { path: '/api/services' },
        });
      } finally {
        failure.mockRestore();
        logged.mockRestore();
      }
    });
  });

  describe('request ids', () => {
    it('echoes a well-formed x-request-id', async () => {
      const res = await fetch(`${api.baseUrl}/health`, { headers: { 'x-request-id': 'abc-123' } });
      expect(res.headers.get('x-request-id')).toBe('abc-123');
    });

    it('generates one when absent or unsafe', async () => {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      const absent = await fetch(`${api.baseUrl}/health`);
      expect(absent.headers.get('x-request-id')).toMatch(uuid);
      const unsafe = await fetch(`${api.baseUrl}/health`, { headers: { 'x-request-id': 'x'.repeat(300) } });
      expect(unsafe.headers.get('x-request-id')).toMatch(uuid);
    });
  });

  describe('GET /api/files/:id', () => {
    let pngId: string;
    let png: Buffer;

    beforeAll(async () => {
      png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#2e7d32' } })
        .png()
        .toBuffer();
      // The claimed name says .jpg: the stored type must come from the bytes.
      pngId = (await api.app.get(FilesService).store(png, { filename: 'leaf.jpg' })).id;
    });

    afterAll(async () => {
      await api.app.get(FilesService).delete(pngId);
    });

    it('streams the file with its content type and long-lived caching', async () => {
      const res = await fetch(`${api.baseUrl}/files/${pngId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('etag')).toMatch(/^"[a-f\d]{64}"$/);
      expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    });

    it('answers 304 when the ETag still matches', async () => {
      const first = await fetch(`${api.baseUrl}/files/${pngId}`);
      const etag = first.headers.get('etag') ?? '';
      await first.arrayBuffer();
      const again = await fetch(`${api.baseUrl}/files/${pngId}`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
      const changed = await fetch(`${api.baseUrl}/files/${pngId}`, {
        headers: { 'if-none-match': '"other"' },
      });
      expect(changed.status).toBe(200);
      await changed.arrayBuffer();
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const missing = await fetch(`${api.baseUrl}/files/0123456789abcdef01234567`);
      expect(missing.status).toBe(404);
      expectErrorBody(await missing.json(), 404, 'File not found');
      const malformed = await fetch(`${api.baseUrl}/files/not-an-id`);
      expect(malformed.status).toBe(400);
      expectErrorBody(await malformed.json(), 400, 'Invalid id');
    });

    describe('?w= renditions', () => {
      let photoId: string;
      const filesCollection = () =>
        api.app.get<Connection>(getConnectionToken()).db!.collection('files.files');
      const renditionsOf = (id: string) => filesCollection().countDocuments({ 'metadata.renditionOf': id });

      beforeAll(async () => {
        const photo = await sharp({
          create: { width: 1000, height: 750, channels: 3, background: '#3f7d32' },
        })
          .png()
          .toBuffer();
        photoId = (await api.app.get(FilesService).store(photo, { filename: 'field.png' })).id;
      });

      it('resizes a picture to the width asked for, as WebP when the browser takes it, once', async () => {
        const webp = 'image/avif,image/webp,image/apng,*/*;q=0.8';
        const first = await fetch(`${api.baseUrl}/files/${photoId}?w=320`, { headers: { accept: webp } });
        expect(first.status).toBe(200);
        expect(first.headers.get('content-type')).toBe('image/webp');
        expect(first.headers.get('vary')).toMatch(/accept/i);
        expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);

        // Made on the first request, then served from the bucket: the same bytes, no second copy.
        const again = await fetch(`${api.baseUrl}/files/${photoId}?w=320`, { headers: { accept: webp } });
        expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
        await again.arrayBuffer();
        const revalidated = await fetch(`${api.baseUrl}/files/${photoId}?w=320`, {
          headers: { accept: webp, 'if-none-match': first.headers.get('etag')! },
        });
        expect(revalidated.status).toBe(304);
        expect(await renditionsOf(photoId)).toBe(1);
      });

      it('makes a burst of first requests for one size into one rendition', async () => {
        const answers = await Promise.all(
          Array.from({ length: 5 }, () =>
            fetch(`${api.baseUrl}/files/${photoId}?w=640`, { headers: { accept: 'image/webp' } }),
          ),
        );
        const etags = new Set(answers.map((res) => res.headers.get('etag')));
        await Promise.all(answers.map((res) => res.arrayBuffer()));
        expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
        expect(etags.size).toBe(1);
        expect(await renditionsOf(photoId)).toBe(2);
      });

      it("keeps the picture's own kind for a browser that does not take WebP, and never enlarges", async () => {
        const res = await fetch(`${api.baseUrl}/files/${photoId}?w=1200`, {
          headers: { accept: 'image/png' },
        });
        expect(res.headers.get('content-type')).toBe('image/png');
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect([meta.format, meta.width]).toEqual(['png', 1000]);
      });

      it('makes a width asked of a resized copy from the picture itself, not from the copy', async () => {
        const copy = await filesCollection().findOne({
          'metadata.renditionOf': photoId,
          'metadata.width': 320,
        });
        if (!copy) throw new Error('no 320 px copy');
        const copyId = copy._id.toString();
        const viaCopy = await fetch(`${api.baseUrl}/files/${copyId}?w=640`, {
          headers: { accept: 'image/webp' },
        });
        expect(viaCopy.status).toBe(200);
        // made from the 320 px copy it would stay 320 px wide (pictures are never enlarged)
        const meta = await sharp(Buffer.from(await viaCopy.arrayBuffer())).metadata();
        expect([meta.format, meta.width]).toEqual(['webp', 640]);
        const direct = await fetch(`${api.baseUrl}/files/${photoId}?w=640`, {
          headers: { accept: 'image/webp' },
        });
        await direct.arrayBuffer();
        expect(viaCopy.headers.get('etag')).toBe(direct.headers.get('etag'));
        // no copy of a copy, which would outlive the picture
        expect(await renditionsOf(copyId)).toBe(0);
      });

      it('refuses a width off the list, and resizing a file that is not a picture', async () => {
        for (const w of ['333', '0', 'abc', '99999', '']) {
          const res = await fetch(`${api.baseUrl}/files/${photoId}?w=${w}`);
          expect(res.status).toBe(400);
          expectErrorBody(
            await res.json(),
            400,
            'Images are served at these widths only: 160, 320, 480, 640, 800, 1200',
          );
        }
        const pdf = await api.app
          .get(FilesService)
          .store(Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'a.pdf', accept: ['application/pdf'] });
        const res = await fetch(`${api.baseUrl}/files/${pdf.id}?w=320`);
        expect(res.status).toBe(400);
        expect((await res.json()).code).toBe('fileTypeNotAllowed');
        expect(await renditionsOf(pdf.id)).toBe(0);
      });

      it('keeps no copy of a picture deleted while the copy was being made', async () => {
        const files = api.app.get(FilesService);
        const doomed = await sharp({
          create: { width: 600, height: 400, channels: 3, background: '#204a1c' },
        })
          .png()
          .toBuffer();
        const id = (await files.store(doomed, { filename: 'doomed.png' })).id;
        // The product showing it is deleted while the first page asking for a size has the resize made.
        const work = api.app.get(ImageWorkService);
        const run = work.runIfRoom.bind(work);
        const meanwhile = jest.spyOn(work, 'runIfRoom').mockImplementationOnce(async (task) => {
          const made = await run(task);
          await files.deleteMany([id]);
          return made;
        });
        try {
          const res = await fetch(`${api.baseUrl}/files/${id}?w=160`, { headers: { accept: 'image/webp' } });
          expect(res.status).toBe(404);
        } finally {
          meanwhile.mockRestore();
        }
        expect(await renditionsOf(id)).toBe(0);
      });

      it('removes the renditions with their picture', async () => {
        expect(await renditionsOf(photoId)).toBeGreaterThan(0);
        await api.app.get(FilesService).deleteMany([photoId]);
        expect(await renditionsOf(photoId)).toBe(0);
        expect(await filesCollection().countDocuments({ filename: { $regex: `^${photoId}-` } })).toBe(0);
        const gone = await fetch(`${api.baseUrl}/files/${photoId}?w=320`);
        expect(gone.status).toBe(404);
      });
    });

    it('refuses to store content that is not an allowed type, whatever its name', async () => {
      const files = api.app.get(FilesService);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      await expect(files.store(svg, { filename: 'photo.png' })).rejects.toThrow('File type is not allowed');
      await expect(files.store(png, { filename: 'doc.pdf', accept: ['application/pdf'] })).rejects.toThrow(
        'File type is not allowed',
      );
      await expect(files.store(png, { filename: 'big.png', maxBytes: 10 })).rejects.toThrow('larger than');
    });
  });
});

describe('health when the database is down', () => {
  it('answers 503 with database down', async () => {
    const api = await startTestApp({ seedDemo: false });
    try {
      await api.app.get<Connection>(getConnectionToken()).close();
      const res = await fetch(`${api.baseUrl}/health`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      const body = await res.json();
      expect(body).toMatchObject({ status: 'error', database: 'down' });
      expectErrorBody(
        { statusCode: body.statusCode, code: body.code, message: body.message, error: body.error },
        503,
        'Database unavailable',
      );
    } finally {
      await api.close();
    }
  });
});
