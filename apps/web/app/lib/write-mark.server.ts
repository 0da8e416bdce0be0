import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AppLoadContext } from 'react-router';
import { cookieValues } from '#app/lib/cookies';
import { env } from '#app/lib/env.server';
import { secureCookie } from '#app/lib/secure-cookie';

/**
 * The write mark (docs/decisions/230-header-badges-kept-per-visitor.md): a cookie whose value changes each
 * time the site writes something to the API on a signed-in visitor's behalf. What a web process keeps of one
 * visitor for a few seconds is kept with the mark it was read under, and is read again under another mark.
 * The cookie travels with the browser, so the next page sees the change whichever web worker or replica
 * serves it. It names nothing and proves nothing: a forged value only makes its own visitor's copy be read
 * again.
 */
const COOKIE = '__writes';
const MARK = /^[A-Za-z0-9_-]{1,32}$/;

/** The mark each request has written, so its own loaders (after an action, without JavaScript) see it. */
const written = new WeakMap<AppLoadContext, string>();

/** The mark this request carries: the one its action has just written, else its cookie's ('' when none). */
export function writeMarkOf(request: Request, context: AppLoadContext): string {
  return written.get(context) ?? cookieValues(request, COOKIE).find((value) => MARK.test(value)) ?? '';
}

/** Gives this request's answer a new mark (once per request): the visitor has just changed something. */
export function markWrite(context: AppLoadContext): void {
  if (written.has(context)) return;
  setMark(context, randomBytes(9).toString('base64url'));
}

/**
 * Signing out: the browser drops its mark, and the calls this request still makes (the API's sign-out) give
 * it no new one. A signed-out browser carries nothing that outlives the session.
 */
export function dropWriteMark(context: AppLoadContext): void {
  setMark(context, '', '; Max-Age=0');
}

function setMark(context: AppLoadContext, mark: string, expiry = ''): void {
  if (!context.setCookie) return;
  written.set(context, mark);
  const secure = secureCookie(env) ? '; Secure' : '';
  context.setCookie(`${COOKIE}=${mark}; Path=/${expiry}; HttpOnly; SameSite=Lax${secure}`);
}

/**
 * What this web process keeps of each signed-in visitor for `ttlMs`: per token, with the write mark it was
 * read under. Another token or another mark (the visitor has written since) finds nothing, so one visitor's
 * entry never answers another and a visitor's own change is read again on their next page.
 */
export function keptPerVisitor<T>(ttlMs: number) {
  const kept = new LRUCache<string, { mark: string; until: number; value: T }>({ max: 10_000 });
  return {
    get(token: string, mark: string): T | undefined {
      const entry = kept.get(token);
      return entry && entry.mark === mark && entry.until > Date.now() ? entry.value : undefined;
    },
    set(token: string, mark: string, value: T): void {
      kept.set(token, { mark, until: Date.now() + ttlMs, value });
    },
    forget(token: string): void {
      kept.delete(token);
    },
  };
}
