import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createNonce, cspDirectives, securityHeaders, thirdPartySources } from './security-headers';
import { type Served, serve } from '#tests/server';

let served: Served | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

/** The headers of a page answered behind securityHeaders(options). */
async function headersWith(options: { https: boolean; dev: boolean }) {
  const app = express();
  app.use(createNonce, securityHeaders(options));
  app.get('/', (_req, res) => {
    res.send(res.locals.cspNonce);
  });
  served = await serve(app);
  const res = await fetch(served.url);
  return { headers: res.headers, nonce: await res.text() };
}

/** The CSP header as directive name -> sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('cspDirectives', () => {
  it('allows scripts from this origin and with the nonce only, never inline ones', () => {
    const directives = cspDirectives('abc', { https: false, dev: false });
    expect(directives['script-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(Object.values(directives).flat()).not.toContain("'unsafe-inline'");
    expect(Object.values(directives).flat()).not.toContain("'unsafe-eval'");
  });

  it('keeps every page unframeable and loads media and images only from here (and the map tiles)', () => {
    const directives = cspDirectives('abc', { https: false, dev: false });
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    // blob: for the enquiry form's photo previews; the contact map's tiles from OpenStreetMap.
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(directives['media-src']).toEqual(["'self'"]);
    // Frames: only the video players a clicked facade loads.
    expect(directives['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(thirdPartySources.contactMap).toEqual({ frames: [], images: ['https://tile.openstreetmap.org'] });
  });

  it('opens the contact map only through its named place', () => {
    const sources = {
      contactMap: { frames: ['https://www.openstreetmap.org'], images: ['https://tile.openstreetmap.org'] },
      serviceVideos: { frames: [], images: [] },
    };
    const directives = cspDirectives('abc', { https: true, dev: false, sources });
    expect(directives['frame-src']).toEqual(['https://www.openstreetmap.org']);
    const none = { ...sources, contactMap: { frames: [], images: [] } };
    expect(cspDirectives('abc', { https: true, dev: false, sources: none })['frame-src']).toEqual(["'none'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  });

  it("lets Vite's inline styles through in development only", () => {
    expect(cspDirectives('n', { https: false, dev: true })['style-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
    expect(cspDirectives('n', { https: false, dev: false })['style-src']).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  it('sends a CSP carrying this response nonce, a new one for each request', async () => {
    const first = await headersWith({ https: false, dev: false });
    const csp = parseCsp(first.headers.get('content-security-policy'));
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${first.nonce}'`]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    const again = await fetch(served!.url);
    expect(await again.text()).not.toBe(first.nonce);
  });

  it('forbids framing, sniffing and full referrers, and sends HSTS only for an https site', async () => {
    const { headers } = await headersWith({ https: false, dev: false });
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security')).toBeNull();
    await served?.close();

    const secure = await headersWith({ https: true, dev: false });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(parseCsp(secure.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });
});
