// What React Router's loaders and actions get from this server for each request (app/lib/load-context.ts).
import type { Request, Response } from 'express';
import type { AppLoadContext } from 'react-router';

export function loadContextOf(req: Request, res: Response): AppLoadContext {
  return {
    // The socket's address, never a header a browser could set (the API's per-IP limits rely on it).
    clientAddress: req.socket.remoteAddress,
    requestId: String(req.id),
    cspNonce: res.locals.cspNonce,
    logFields: res.locals.logFields,
  };
}
