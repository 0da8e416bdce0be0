import type { SubmissionResult } from '@conform-to/react';

/** What an admin edit screen's action hands back: Conform's field errors, and the API's sentence when it refused. */
export type EditorReply = {
  result?: SubmissionResult<string[]>;
  failure?: string;
  /** Pictures uploaded before the save was refused: kept in the form, so they need not be picked again. */
  pending?: string[];
  /** The form's own check refused a post with pictures picked, which were not uploaded: pick them again. */
  filesDropped?: boolean;
  /** The blog's Preview: the Markdown of both languages as the public page renders it. */
  preview?: { en: string; ar: string };
};
