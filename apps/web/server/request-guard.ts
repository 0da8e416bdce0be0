// Refuses requests this server cannot answer sensibly before any of them reaches code that would throw on
// them (docs/decisions/020-web-edge.md: TRACE, a `Host: [` or a request target of `//[` used to take the whole
// process down).
import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Request, RequestHandler } from 'express';

/** What pages accept: reads, React Router's actions (form posts and fetchers), and OPTIONS. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ');

/** Longer request targets are refused with 414, well before Node's own 16 KB limit on the header block. */
export const MAX_TARGET_LENGTH = 8192;

// RFC 3986 host: a bracketed IPv6 literal, or a name/IPv4 address, then an optional port. Underscores are
// tolerated because container service names have them.
const HOST_PATTERN = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_.])?)(?::\d{1,5})?$/;

/** Whether a Host header names a host (and a port in range) that a URL can be built from. */
export function isValidHost(host: string | undefined): boolean {
  if (!host || !HOST_PATTERN.test(host)) return false;
  try {
    new URL(`http://${host}`);
    return true;
  } catch {
    return false;
  }
}

type Refusal = { status: number; message: string; allow?: string };
type Verdict = { ok: true; target: string } | { ok: false; refusal: Refusal };

function refuse(status: number, message: string, allow?: string): Verdict {
  return { ok: false, refusal: allow ? { status, message, allow } : { status, message } };
}

/**
 * The path and query a request target names, or why it names none. Origin-form (`/path?query`) is what
 * browsers send; absolute-form (`http://host/path`) must be accepted too (RFC 9112 3.2.2) and is reduced to
 * its path. A path starting with `//` is refused: anything resolving it against a base reads a host there.
 */
export function checkTarget(target: string): Verdict {
  if (target.length > MAX_TARGET_LENGTH) return refuse(414, 'The request URL is too long.');
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return checkTarget(url.pathname + url.search);
    } catch {
      return refuse(400, 'The request URL is malformed.');
    }
  }
  if (!target.startsWith('/') || target.startsWith('//')) return refuse(400, 'The request URL is malformed.');
  try {
    // Concatenated, not resolved against a base, so the whole target is read as path and query.
    new URL(`http://localhost${target}`);
  } catch {
    return refuse(400, 'The request URL is malformed.');
  }
  return { ok: true, target };
}

/**
 * Whether this server can answer a request at all, judged only on what it could not recover from later:
 * its method, Host header and target.
 */
export function checkRequest({
  method = '',
  host,
  target = '',
}: {
  method?: string;
  host?: string;
  target?: string;
}): Verdict {
  if (!ALLOWED_METHODS.includes(method)) return refuse(405, 'Method Not Allowed', ALLOW_HEADER);
  if (!isValidHost(host)) return refuse(400, 'The Host header is missing or malformed.');
  if (method === 'OPTIONS' && target === '*') return { ok: true, target };
  return checkTarget(target);
}

/** Answers a refusal as plain text. */
function sendRefusal(res: ServerResponse, { status, message, allow }: Refusal): void {
  if (allow) res.setHeader('Allow', allow);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  // Answered before the page headers (security-headers.ts): the text is plain and stays plain.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(`${message}\n`);
}

/**
 * The middleware: refuses what checkRequest refuses, reduces an absolute-form target to its path, and drops
 * forwarded host and scheme headers that are no proxy's word.
 */
export const guardRequests: RequestHandler = (req, res, next) => {
  const verdict = checkRequest({ method: req.method, host: req.headers.host, target: req.url });
  if (!verdict.ok) return sendRefusal(res, verdict.refusal);
  if (verdict.target !== req.url) req.url = req.originalUrl = verdict.target;
  dropUntrustedForwarding(req);
  next();
};

/**
 * X-Forwarded-Host and X-Forwarded-Proto are kept only from a proxy TRUST_PROXY names, and the host only
 * when it is one host (docs/decisions/144-trusted-proxies-on-the-web-server.md). React Router's adapter
 * reads the forwarded host's port whenever any proxy is trusted, from whoever sent it: a port past 65535
 * made every page a 500.
 */
function dropUntrustedForwarding(req: Request): void {
  const trust = req.app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  const trusted = trust?.(req.socket.remoteAddress ?? '', 0) ?? false;
  const host = req.headers['x-forwarded-host'];
  if (host !== undefined && (!trusted || typeof host !== 'string' || !isValidHost(host)))
    delete req.headers['x-forwarded-host'];
  if (!trusted) delete req.headers['x-forwarded-proto'];
}

/** OPTIONS on a page: this site does no CORS, so the answer only says which methods exist. */
export const answerOptions: RequestHandler = (req, res, next) => {
  if (req.method !== 'OPTIONS') return next();
  res.setHeader('Allow', ALLOW_HEADER);
  res.status(204).end();
};

/** A whole plain-text answer as bytes for a socket, closing the connection: `extra` headers go first. */
function rawAnswer(status: number, extra: string[] = []): string {
  const body = `${STATUS_CODES[status]}\n`;
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...extra,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * The raw answer for a request Node's HTTP parser rejected (server 'clientError'): no request object
 * exists, so it is written to the socket. An oversized header block gets 431, a slow one 408, the rest 400.
 */
export function clientErrorResponse(error: NodeJS.ErrnoException): string {
  return rawAnswer(
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400,
  );
}

/** The raw answer to CONNECT, which Node hands to a server 'connect' listener instead of the app. */
export function connectResponse(): string {
  return rawAnswer(405, [`Allow: ${ALLOW_HEADER}`]);
}
