import { Writable } from 'node:stream';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { handleErrors } from './errors';
import { createLogger, loggedTarget, requestLogging } from './request-log';
import { type Served, serve } from '#tests/server';

describe('loggedTarget', () => {
  it('keeps the path and the harmless query', () => {
    expect(loggedTarget('/products')).toEqual({ path: '/products' });
    expect(loggedTarget('/products?page=2&sort=price')).toEqual({
      path: '/products',
      query: 'page=2&sort=price',
    });
    expect(loggedTarget('/home?')).toEqual({ path: '/home' });
  });

  it('drops the values of keys that may hold codes, tokens, passwords or addresses', () => {
    const { query } = loggedTarget(
      '/email-verification?email=amina%40farm.ae&code=123456&token=abc&password=p&resetCode=9&page=1',
    );
    const params = new URLSearchParams(query);
    for (const key of ['email', 'code', 'token', 'password', 'resetCode']) {
      expect(params.get(key), key).toBe('[redacted]');
    }
    expect(params.get('page')).toBe('1');
    expect(query).not.toMatch(/amina|123456|abc/);
  });

  it('drops the search terms of the admin lists, which find customers by name, e-mail or phone', () => {
    for (const target of [
      '/admin-panel/customers?search=amina%40farm.ae&page=2',
      '/admin-panel/live/pipelines/enquiry?search=Amina+Khan',
      '/products?search=0501234567',
    ]) {
      const { query } = loggedTarget(target);
      expect(new URLSearchParams(query).get('search'), target).toBe('[redacted]');
      expect(query).not.toMatch(/amina|Khan|0501234567/i);
    }
    expect(
      new URLSearchParams(loggedTarget('/admin-panel/customers?search=x&page=2').query).get('page'),
    ).toBe('2');
  });

  it('scrubs the query of a path carried in a value, as the way back after signing in', () => {
    const back = `/account/email?newEmail=${encodeURIComponent('new@farm.ae')}&step=2`;
    const { path, query } = loggedTarget(`/login?redirectTo=${encodeURIComponent(back)}`);
    expect(path).toBe('/login');
    const carried = new URLSearchParams(query).get('redirectTo') ?? '';
    expect(carried.startsWith('/account/email?')).toBe(true);
    expect(new URLSearchParams(carried.split('?')[1]).get('newEmail')).toBe('[redacted]');
    expect(new URLSearchParams(carried.split('?')[1]).get('step')).toBe('2');
    expect(query).not.toMatch(/farm\.ae/);
    // Every value of a repeated key stays.
    expect(loggedTarget('/products?tag=a&tag=b').query).toBe('tag=a&tag=b');
  });
});

describe('requestLogging', () => {
  let served: Served | undefined;
  afterEach(async () => {
    await served?.close();
    served = undefined;
  });

  async function appLoggingTo(route: express.RequestHandler) {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = await createLogger({ level: 'info', pretty: false, destination });
    const app = express();
    app.use(requestLogging(logger));
    app.use(route);
    app.use(handleErrors);
    served = await serve(app);
    return { url: served.url, lines };
  }

  it('writes one line per request with its own new id, and never a header', async () => {
    const { url, lines } = await appLoggingTo((_req, res) => {
      res.locals.logFields.userId = '64b7f0c2a1b2c3d4e5f60720';
      res.setHeader('Set-Cookie', '__session=new-secret; HttpOnly');
      res.send('page');
    });
    const res = await fetch(`${url}/products?page=2&code=424242`, {
      headers: {
        cookie: '__session=cookie-secret',
        authorization: 'Bearer token-secret',
        'x-request-id': 'chosen-by-the-browser',
      },
    });
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await res.text();
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      requestId,
      method: 'GET',
      path: '/products',
      query: 'page=2&code=%5Bredacted%5D',
      status: 200,
      userId: '64b7f0c2a1b2c3d4e5f60720',
      msg: 'GET /products 200',
    });
    expect(typeof lines[0]!.durationMs).toBe('number');
    const text = JSON.stringify(lines);
    for (const secret of ['cookie-secret', 'token-secret', 'new-secret', 'chosen-by-the-browser', '424242']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers a failing request with a plain 500, logs the error, and serves the next one', async () => {
    let calls = 0;
    const { url, lines } = await appLoggingTo((_req, res) => {
      calls += 1;
      if (calls === 1) throw new Error('the database caught fire');
      res.send('fine');
    });
    const failed = await fetch(`${url}/home`);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const body = await failed.text();
    expect(body).toBe('Internal Server Error\n');
    expect(body).not.toContain('fire');
    const next = await fetch(`${url}/home`);
    expect(await next.text()).toBe('fine');
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[0]).toMatchObject({ level: 50, status: 500, err: { message: 'the database caught fire' } });
    expect(lines[1]).toMatchObject({ level: 30, status: 200 });
  });
});
