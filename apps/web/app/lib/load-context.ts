import type { AppLoadContext, Params } from 'react-router';

/** What the app adds to the web server's log line for a request (server/request-log.mjs). */
export type LogFields = {
  userId?: string;
  /** 'hit' when the web server answered with a kept page (server/page-handler.mjs). */
  pageCache?: 'hit';
};

// Set by the web server for every request (server/load-context.mjs), in production and development alike.
// Optional because route tests and stubs call loaders without it; nothing here may depend on it being set.
declare module 'react-router' {
  interface AppLoadContext {
    /** The browser's address as the web server's socket sees it. */
    clientAddress?: string;
    /** This request's id: a UUID made by the web server, sent back as X-Request-Id and to the API. */
    requestId?: string;
    /** This request's Content-Security-Policy script nonce (app/entry.server.tsx hands it to React Router). */
    cspNonce?: string;
    /** Fields for this request's log line, read by the web server when the response is finished. */
    logFields?: LogFields;
    /** Adds a Set-Cookie header to this request's answer, beside those React Router writes. */
    setCookie?: (cookie: string) => void;
    /** Says this request sent the API a write on a visitor's behalf: the web server's kept pages may be stale. */
    wroteToApi?: () => void;
  }
}

/**
 * What a loader or action helper shared by several routes reads of the route's arguments. Every route's
 * `Route.LoaderArgs` and `Route.ActionArgs` fit it (docs/decisions/190-route-module-types.md).
 */
export type RequestArgs = { request: Request; context: AppLoadContext };

/** `RequestArgs` with the URL's parameters, for helpers that serve routes with different paths. */
export type RouteArgs = RequestArgs & { params: Params };

/** Puts the signed-in user's id on this request's log line. */
export function logUser(context: AppLoadContext, userId: string | null): void {
  if (context.logFields && userId) context.logFields.userId = userId;
}
