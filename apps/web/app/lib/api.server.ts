import { contract } from '@farm/contract';
import { initClient } from '@ts-rest/core';
import { data } from 'react-router';
import { env } from './env.server';

/** The one way app code talks to the API: the typed client of the shared contract. */
export const api = initClient(contract, {
  baseUrl: env.API_URL,
  baseHeaders: {},
});

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
