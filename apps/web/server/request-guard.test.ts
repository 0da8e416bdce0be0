import express from 'express';
import { describe, expect, it } from 'vitest';
import { serve } from '#tests/server';
import {
  ALLOW_HEADER,
  MAX_TARGET_LENGTH,
  checkRequest,
  checkTarget,
  clientErrorResponse,
  connectResponse,
  guardRequests,
  isValidHost,
} from './request-guard';

const get = (target: string, host = 'localhost:3000') => checkRequest({ method: 'GET', host, target });

describe('checkRequest', () => {
  it('passes ordinary page, asset and form requests', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(checkRequest({ method, host: 'farm.example', target: '/home?page=2' })).toEqual({
        ok: true,
        target: '/home?page=2',
      });
    }
  });

  it('refuses methods pages do not have with 405 and the Allow list', () => {
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'TRACK', 'get', '']) {
      expect(checkRequest({ method, host: 'farm.example', target: '/home' })).toEqual({
        ok: false,
        refusal: { status: 405, message: 'Method Not Allowed', allow: ALLOW_HEADER },
      });
    }
    expect(ALLOW_HEADER).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it('refuses a missing or malformed Host with 400', () => {
    for (const host of [
      undefined,
      '',
      '[',
      'a b',
      'x:99999',
      '@',
      'user@farm.example',
      'farm.example/x',
      'x:',
    ]) {
      const verdict = checkRequest({ method: 'GET', host, target: '/home' });
      expect(verdict.ok, String(host)).toBe(false);
      if (!verdict.ok) expect(verdict.refusal.status).toBe(400);
    }
  });

  it('refuses request targets that are no path with 400, and over-long ones with 414', () => {
    for (const target of ['//[', '//evil.example/x', 'http://x:99999/', 'home', '*', '']) {
      const verdict = get(target);
      expect(verdict.ok, target).toBe(false);
      if (!verdict.ok) expect(verdict.refusal.status).toBe(400);
    }
    const long = get(`/${'a'.repeat(MAX_TARGET_LENGTH)}`);
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.refusal.status).toBe(414);
  });

  it('answers OPTIONS * (the whole server)', () => {
    expect(checkRequest({ method: 'OPTIONS', host: 'x', target: '*' })).toEqual({ ok: true, target: '*' });
  });
});

describe('checkTarget', () => {
  it('reduces an absolute-form target to its path and query', () => {
    expect(checkTarget('http://farm.example/products?page=2')).toEqual({
      ok: true,
      target: '/products?page=2',
    });
    expect(checkTarget('HTTPS://farm.example')).toEqual({ ok: true, target: '/' });
  });

  it('keeps odd but valid paths for the routes to judge', () => {
    expect(checkTarget('/%E0%A4%A')).toEqual({ ok: true, target: '/%E0%A4%A' });
    expect(checkTarget('/a/../b')).toEqual({ ok: true, target: '/a/../b' });
  });
});

describe('isValidHost', () => {
  it('accepts names, addresses and IPv6 literals with an optional port', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'farm.example',
      '127.0.0.1:3100',
      '[::1]:3000',
      'web_1',
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });
});

describe('raw answers written to the socket', () => {
  it('answers parser errors with 400, oversized headers with 431, and closes', () => {
    const bad = clientErrorResponse(Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD' }));
    expect(bad.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expect(bad).toContain('Connection: close');
    const big = clientErrorResponse(Object.assign(new Error('too big'), { code: 'HPE_HEADER_OVERFLOW' }));
    expect(big.startsWith('HTTP/1.1 431 Request Header Fields Too Large\r\n')).toBe(true);
    const body = bad.split('\r\n\r\n')[1] ?? '';
    expect(bad).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
  });

  it('answers CONNECT with 405 and the Allow list', () => {
    expect(connectResponse()).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST/);
  });
});

describe('guardRequests', () => {
  it('refuses in plain text that stays plain: no-store and nosniff', async () => {
    const app = express();
    app.use(guardRequests);
    app.use((_req, res) => {
      res.send('a page');
    });
    const web = await serve(app);
    try {
      const res = await fetch(`${web.url}//home`);
      expect(res.status).toBe(400);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await web.close();
    }
  });
});
