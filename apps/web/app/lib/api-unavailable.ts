/**
 * The API could not be reached or did not answer in time (api.server.ts): the error page with status 503
 * and a Retry-After, which says "try again shortly" to browsers, crawlers and monitors alike
 * (docs/decisions/258-api-answers-in-time.md). Apart from the client, so the session module, which the
 * client uses, can tell it from other failures.
 */
export class ApiUnavailable extends Response {
  constructor() {
    super(null, { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': '30' } });
  }
}

/**
 * Logs a failed call whose page goes on without its answer; an API that was away is not logged again here
 * (answerInTime in api.server.ts logged it where the call failed).
 */
export function logUnlessUnavailable(what: string, error: unknown): void {
  if (!(error instanceof ApiUnavailable)) console.error(what, error instanceof Error ? error.message : error);
}
