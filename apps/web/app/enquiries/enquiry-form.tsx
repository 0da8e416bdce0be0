import { type DefaultValue, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FailureDialog } from '#app/components/forms';
import { useDismissable } from '#app/utils/use-dismissable';
import { MessageDialog } from '#app/components/feedback/dialog';
import { useI18n } from '#app/i18n/context';
import type { EnquiryReply } from '#app/enquiries/reply';

/**
 * One enquiry form bound to its contract schema: the same rule runs on blur in the browser and in the
 * action, and the action's reply (field errors, a reset after success) flows back into the form.
 */
export function useEnquiryForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  reply: EnquiryReply | undefined,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  const [form, fields] = useForm<z.input<Schema>>({
    id,
    lastResult: reply?.result,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { form, fields };
}

/** The API's refusal (Error dialog, docs/product-rules.md §8) and the success (result dialog), as the reply says. */
export function ReplyDialogs({ reply }: { reply: EnquiryReply | undefined }) {
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
        onClose={close}
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
