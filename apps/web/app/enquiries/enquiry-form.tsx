import type { ReactNode } from 'react';
import { FailureDialog } from '#app/components/forms';
import { useDismissable } from '#app/utils/use-dismissable';
import { focusIfLost } from '#app/utils/focus-if-lost';
import { MessageDialog } from '#app/components/feedback/dialog';
import { useI18n } from '#app/i18n/context';
import type { EnquiryReply } from '#app/enquiries/reply';

/**
 * The API's refusal (Error dialog, docs/product-rules.md §8) and the success (result dialog), as the reply
 * says. After a success the form is drawn afresh (useResetKey), so the button that sent it is gone when the
 * dialog closes: the focus goes to `focusAfter`, the form's heading, instead of the start of the page.
 */
export function ReplyDialogs({
  reply,
  focusAfter,
}: {
  reply: EnquiryReply | undefined;
  focusAfter?: string;
}) {
  const { t } = useI18n();
  const [open, close] = useDismissable(reply?.done);
  return (
    <>
      <FailureDialog failure={reply?.failure} />
      <MessageDialog
        open={open}
        tone="success"
        title={reply?.done?.title ?? ''}
        message={reply?.done?.message}
        okLabel={t('dialog.ok')}
        onClose={() => {
          close();
          if (focusAfter) focusIfLost(focusAfter);
        }}
      />
    </>
  );
}

/** A titled group of a long form. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-leaf-100 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-4 grid gap-x-6 gap-y-2 md:grid-cols-2">{children}</div>
    </section>
  );
}
