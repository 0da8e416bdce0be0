import type { SubmissionResult } from '@conform-to/react';

/** What an account action hands back to its screen when the API said no. */
export type AccountFailure = { title: string; message: string };

/** An account form handed back: Conform's field errors, and the API's refusal when there was one. */
export type AccountReply = { result: SubmissionResult<string[]>; failure?: AccountFailure };
