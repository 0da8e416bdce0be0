import { HttpException } from '@nestjs/common';
import {
  type ErrorBody,
  englishMessage,
  type MessageCode,
  type MessageParams,
  parseMessageRef,
} from '@farm/contract';

export type { ErrorBody };
export type Issue = NonNullable<ErrorBody['issues']>[number];

/**
 * The one error body every failure returns (the contract's errorBodySchema): the code the web translates
 * by, and the English sentence in both `message` and `error` (the original app's client reads either).
 */
export function errorBody(
  statusCode: number,
  code: MessageCode,
  params?: MessageParams,
  issues?: Issue[],
): ErrorBody {
  const sentence = englishMessage(code, params);
  return {
    statusCode,
    code,
    message: sentence,
    error: sentence,
    ...(params ? { params } : {}),
    ...(issues ? { issues } : {}),
  };
}

/** A field error from a zod issue's text: its code and parameters, and the English sentence. */
export function issueOf(path: string, text: string): Issue {
  const ref = parseMessageRef(text);
  // zod's own words (a body that is not an object at all, say) have no code of ours.
  if (!ref) return { path, code: 'invalidRequest', message: text };
  return {
    path,
    code: ref.code,
    message: englishMessage(ref.code, ref.params),
    ...(ref.params ? { params: ref.params } : {}),
  };
}

/** An HTTP error answered with a code of the contract's catalogues (the filter builds its body). */
export class ApiException extends HttpException {
  constructor(
    status: number,
    readonly code: MessageCode,
    readonly params?: MessageParams,
    readonly issues?: Issue[],
  ) {
    super(englishMessage(code, params), status);
  }
}

/**
 * A refusal that ends after a known wait (a rate limit's window): answered with Retry-After, in seconds,
 * where the code that refuses has no response at hand.
 */
export class TryLaterException extends ApiException {
  constructor(
    status: number,
    code: MessageCode,
    readonly retryAfterSeconds: number,
  ) {
    super(status, code);
  }
}

/** The `{ status, body }` a ts-rest handler returns for a refusal. */
export function refusal<S extends number>(status: S, code: MessageCode, params?: MessageParams) {
  return { status, body: errorBody(status, code, params) };
}

/** The `{ status, body }` a ts-rest handler returns for a success whose only content is a sentence. */
export function sentence<S extends number>(status: S, code: MessageCode, params?: MessageParams) {
  return {
    status,
    body: { code, message: englishMessage(code, params), ...(params ? { params } : {}) },
  };
}
