import type { SubmissionResult } from '@conform-to/react';

/** What an admin form's action hands back: Conform's field errors, and the API's sentence when it refused. */
export type AdminReply = {
  result?: SubmissionResult<string[]>;
  failure?: string;
  /** Pictures uploaded before the save was refused: kept in the form, so they need not be picked again. */
  pending?: string[];
};
