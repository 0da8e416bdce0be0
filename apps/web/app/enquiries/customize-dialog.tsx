import type { FetcherFormProps } from 'react-router';
import type { ComponentType } from 'react';
import { useI18n } from '#app/i18n/context';
import { ProductCustomizationForm, SpaceCustomizationForm } from '#app/enquiries/customization-form';
import { ReplyDialogs } from '#app/enquiries/enquiry-form';
import { FormDialog } from '#app/enquiries/form-dialog';
import type { EnquiryReply } from '#app/enquiries/reply';
import type { CustomizeTarget } from '#app/enquiries/customize-target';

/**
 * The customization request in its dialog, and the dialogs of its answer. The launcher loads this module when
 * the visitor reaches for the trigger: the form, its schema and zod stay out of the page until then
 * (docs/decisions/105-forms-load-on-demand.md).
 */
export type CustomizeDialogProps = {
  target: CustomizeTarget;
  open: boolean;
  onClose: () => void;
  action: string;
  reply: EnquiryReply | undefined;
  busy: boolean;
  as: ComponentType<FetcherFormProps>;
};

export default function CustomizeDialog({
  target,
  open,
  onClose,
  action,
  reply,
  busy,
  as,
}: CustomizeDialogProps) {
  const { t } = useI18n();
  const form = { action, reply, busy, as, onCancel: onClose };
  return (
    <>
      <FormDialog
        open={open}
        title={
          target.kind === 'space' ? t('customize.title') : t('customize.productTitle', { name: target.name })
        }
        onClose={onClose}
      >
        <p className="mb-4 text-gray-700">{t('customize.intro')}</p>
        {target.kind === 'space' ? (
          <SpaceCustomizationForm {...form} />
        ) : (
          <ProductCustomizationForm {...form} productId={target.productId} />
        )}
      </FormDialog>
      <ReplyDialogs reply={reply} />
    </>
  );
}
