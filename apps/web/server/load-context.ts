// What React Router's loaders and actions get from this server for each request (app/lib/load-context.ts).
import type { Request, Response } from 'express';
import type { AppLoadContext } from 'react-router';

export function loadContextOf(req: Request, res: Response): AppLoadContext {
  return {
    // The browser's address under TRUST_PROXY: the socket's, or what a trusted proxy in front named, never
    // a header a browser could set itself (the API's per-IP limits rely on it;
    // docs/decisions/144-trusted-proxies-on-the-web-server.md).
    clientAddress: req.ip ?? req.socket.remoteAddress,
    requestId: String(req.id),
    cspNonce: res.locals.cspNonce,
    logFields: res.locals.logFields,
    // Loaders and actions run before the answer's headers go out; React Router's own headers are appended.
    setCookie: (cookie: string) => {
      if (!res.headersSent) res.append('Set-Cookie', cookie);
    },
    wroteToApi: () => {
      res.locals.wroteToApi = true;
    },
  };
}
