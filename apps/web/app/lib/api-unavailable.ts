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
