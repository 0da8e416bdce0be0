import type { SubmissionResult } from '@conform-to/react';
import { errorBodySchema } from '@farm/contract';

/** What an account action hands back to its screen when the API said no. */
export type AccountFailure = { title: string; message: string };

/** An account form handed back: Conform's field errors, and the API's refusal when there was one. */
export type AccountReply = { result: SubmissionResult<string[]>; failure?: AccountFailure };

/**
 * The sentence the API gave in its error body (spec 8: the server's message, else a fallback). A body of
 * another shape, or a network failure, yields the fallback.
 */
export function serverMessage(body: unknown, fallback: string): string {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.message : fallback;
}
