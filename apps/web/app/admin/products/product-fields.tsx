import { getInputProps } from '@conform-to/react';
import type { productFormSchema } from '@farm/contract';
import type { useActionForm } from '#app/components/forms';
import { ListItemButtons } from '#app/admin/list-item-buttons';
import { useI18n } from '#app/i18n/context';

export type ProductFormState = ReturnType<typeof useActionForm<typeof productFormSchema>>;

/**
 * The kept images in their shop order, each with move and remove buttons. The buttons are Conform's list
 * intents: submit buttons that rearrange the list in the browser with JavaScript and on the server without
 * it (docs/decisions/072-product-form-without-javascript.md). Nothing is saved until "Save".
 */
export function ImageList({
  form,
  field,
}: {
  form: ProductFormState['form'];
  field: ProductFormState['fields']['images'];
}) {
  const { t } = useI18n();
  const items = field.getFieldList();
  const count = items.length;
  if (count === 0) return <p className="mt-3 text-sm text-gray-700">{t('adminProducts.noImages')}</p>;
  const name = field.name;
  return (
    <ol className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item, index) => {
        const position = index + 1;
        const url = typeof item.value === 'string' ? item.value : String(item.initialValue ?? '');
        return (
          <li key={item.key} className="flex gap-3 rounded-lg border border-gray-200 p-3">
            <input {...getInputProps(item, { type: 'hidden' })} key={item.key} />
            <img
              src={url}
              alt={t('adminProducts.imageAlt', { position, count })}
              width={96}
              height={96}
              className="size-24 shrink-0 rounded-md bg-gray-100 object-cover"
            />
            <div className="flex min-w-0 flex-col justify-between gap-2">
              <p className="text-sm font-medium text-gray-800">
                {t('adminProducts.imageAlt', { position, count })}
              </p>
              <ListItemButtons form={form} name={name} index={index} count={count} of="adminProducts" />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
