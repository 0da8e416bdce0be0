import { useEffect, useState } from 'react';
import type { EnquiryReply } from '#app/enquiries/reply';

/**
 * A key that changes after each success, so the form is drawn afresh: Conform empties the fields, and the
 * remount also clears what lives beside them (photo previews, crop counts), as docs/product-rules.md §4 asks of the enquiry.
 */
export function useResetKey(reply: EnquiryReply | undefined): number {
  const [key, setKey] = useState(0);
  const done = reply?.done;
  useEffect(() => {
    if (done) setKey((current) => current + 1);
  }, [done]);
  return key;
}
