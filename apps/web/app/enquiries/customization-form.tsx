import { getFormProps } from '@conform-to/react';
import { customizationRequestSchema, productDetailCustomizationSchema } from '@farm/contract';
import type { ComponentType } from 'react';
import type { FetcherFormProps } from 'react-router';

import { useSchemaForm } from '#app/components/forms';
import { Button, buttonVariants, unavailable } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { CustomizationFields } from '#app/enquiries/customization-fields';

import type { EnquiryReply } from '#app/enquiries/reply';

type FormTag = ComponentType<FetcherFormProps>;

type Props = {
  /** Where the form posts: /customize or /product-detail/{slug}/customize. */
  action: string;
  reply: EnquiryReply | undefined;
  busy: boolean;
  /** The router's <Form> on a page, a fetcher's <Form> in a dialog. */
  as: FormTag;
  /** Cancel beside Submit (in a dialog). */
  onCancel?: () => void;
};

/** The products page's request: space, site area, size and crops (docs/product-rules.md §3). */
export function SpaceCustomizationForm({ action, reply, busy, as: FormTag, onCancel }: Props) {
  const [form, fields] = useSchemaForm('customization', customizationRequestSchema, {
    lastResult: reply?.result,
  });
  return (
    <FormTag method="post" action={action} {...getFormProps(form)}>
      <CustomizationFields fields={fields} space={fields} />
      <Buttons busy={busy} onCancel={onCancel} />
    </FormTag>
  );
}

/** The product detail's residential request: size and crops, for the product it was opened from. */
export function ProductCustomizationForm({
  action,
  reply,
  busy,
  as: FormTag,
  onCancel,
  productId,
}: Props & { productId: string }) {
  const [form, fields] = useSchemaForm('product-customization', productDetailCustomizationSchema, {
    lastResult: reply?.result,
  });
  return (
    <FormTag method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name={fields.productId.name} value={productId} />
      <CustomizationFields fields={fields} />
      <Buttons busy={busy} onCancel={onCancel} />
    </FormTag>
  );
}

function Buttons({ busy, onCancel }: { busy: boolean; onCancel?: () => void }) {
  const { t } = useI18n();
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      {onCancel && (
        <button type="button" className={buttonVariants({ variant: 'neutral' })} onClick={onCancel}>
          {t('customize.cancel')}
        </button>
      )}
      <Button type="submit" size="lg" {...unavailable(busy)}>
        {busy ? t('form.sending') : t('customize.submit')}
      </Button>
    </div>
  );
}
