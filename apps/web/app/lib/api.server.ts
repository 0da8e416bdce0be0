import { isIP } from 'node:net';
import { contract } from '@farm/contract';
import { initClient } from '@ts-rest/core';
import { type AppLoadContext, data } from 'react-router';
import type { Language } from '../i18n/messages';
import { env } from './env.server';

/** The one way app code talks to the API: the typed client of the shared contract. */
export const api = initClient(contract, {
  baseUrl: env.API_URL,
  baseHeaders: {},
});

// The web server's request ids are UUIDs; anything else in the context is not passed on.
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Headers for an API call made on behalf of the browser behind this request: its language (for e-mails
 * and messages), its address, and this request's id. The API sees every such call coming from this
 * server, so without the address its per-IP rate limit would count all visitors as one (the API trusts
 * the header from loopback); the id ties the API's log lines to the web server's line for the page.
 */
export function onBehalfOf(context: AppLoadContext, lang: Language): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': lang };
  const address = context.clientAddress;
  if (typeof address === 'string' && isIP(address) !== 0) headers['x-forwarded-for'] = address;
  const requestId = context.requestId;
  if (typeof requestId === 'string' && REQUEST_ID.test(requestId)) headers['x-request-id'] = requestId;
  return headers;
}

/**
 * A URL segment for a path parameter. ts-rest 3.52 pastes parameters into the path as they are, so a
 * visitor's `../services` or `x?page=2` in our URL would otherwise steer the call to another API route.
 */
export function pathParam(value: string): string {
  return encodeURIComponent(value);
}

type ApiResult = { status: number; body: unknown };

/**
 * The body of a 200 answer. A 404 (or a 400 for a malformed id in the URL, which names nothing either)
 * becomes a thrown 404 response, so the route shows the styled not-found page with status 404; any other
 * status is an unexpected failure for the error boundary.
 */
export function bodyOrNotFound<R extends ApiResult>(result: R): Extract<R, { status: 200 }>['body'] {
  if (result.status === 200) return result.body as Extract<R, { status: 200 }>['body'];
  if (result.status === 404 || result.status === 400) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  throw new Error(`The API answered ${result.status}`);
}
