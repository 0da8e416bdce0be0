// @ts-check
// What React Router's loaders and actions get from this server for each request (app/lib/load-context.ts).

/**
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @returns {import('react-router').AppLoadContext}
 */
export function loadContextOf(req, res) {
  return {
    // The socket's address, never a header a browser could set (the API's per-IP limits rely on it).
    clientAddress: req.socket.remoteAddress,
    requestId: String(req.id),
    cspNonce: res.locals.cspNonce,
    logFields: res.locals.logFields,
  };
}
