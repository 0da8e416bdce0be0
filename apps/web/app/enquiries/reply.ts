import type { SubmissionResult } from '@conform-to/react';

/** A dialog's words: the title and the sentence (the API's, in the page's language, or the fallback). */
type EnquiryNotice = { title: string; message: string };

/**
 * An enquiry form handed back by its action: Conform's result (field errors, or a reset after success),
 * the refusal to show in the Error dialog, or the success to show in the result dialog.
 */
export type EnquiryReply = {
  result?: SubmissionResult<string[]>;
  failure?: EnquiryNotice;
  done?: EnquiryNotice;
  /** The refused post carried files, which a form handed back cannot keep: the visitor picks them again. */
  filesDropped?: boolean;
};
