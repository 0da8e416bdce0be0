import { type DefaultValue, getFormProps, getSelectProps } from '@conform-to/react';
import { ENQUIRY_PHOTO_TYPES, productFormSchema } from '@farm/contract';
import { Form, Link, useActionData, useRouteLoaderData } from 'react-router';
import type { z } from 'zod';
import { FailureDialog } from '../../accounts/account-form';
import { useAccountForm } from '../../accounts/use-account-form';
import { FieldErrors, FieldLabel, inputClass } from '../../enquiries/fields';
import { useI18n } from '../../i18n/context';
import type { MessageKey } from '../../i18n/messages';
import type { SiteData } from '../../lib/site';
import type { CategoryGroup } from './categories.server';
import { describedBy, ImageList, Input, TextArea } from './product-fields';
import type { ProductReply } from './save-product.server';

const card = 'rounded-xl border border-gray-200 bg-white p-4 sm:p-6';
const legendClass = 'px-1 text-lg font-semibold text-gray-900';

/**
 * The product's fields as the form starts with them: texts as the inputs show them (features as lines of
 * the textarea, which the contract's schema reads as a list).
 */
export type ProductDefaults = Record<string, string | string[]>;

/**
 * Every field of a product, in English and Arabic, with its images. A plain multipart POST to the page's
 * own action, so it works before JavaScript loads; Conform runs the contract's form schema in the browser
 * too, and the action's reply brings the server's field errors back.
 */
export function ProductForm({
  id,
  defaults,
  categories,
  submitLabel,
  children,
}: {
  id: string;
  defaults?: ProductDefaults;
  categories: CategoryGroup[];
  submitLabel: MessageKey;
  /** Extra actions beside Save and Cancel (the edit page's delete link). */
  children?: React.ReactNode;
}) {
  const { t, lang } = useI18n();
  const site = useRouteLoaderData('root') as Partial<SiteData> | undefined;
  const currency = site?.currency ?? 'AED';
  // Conform types defaults by the schema's input, where features are lists; the textarea takes lines.
  const { form, fields, busy, failure } = useAccountForm(
    id,
    productFormSchema,
    defaults as DefaultValue<z.input<typeof productFormSchema>>,
  );
  // Text typed in the other language runs in its own direction.
  const englishDir = lang === 'ar' ? 'ltr' : undefined;
  const arabicDir = lang === 'ar' ? undefined : 'rtl';
  const select = getSelectProps(fields.categoryId, { ariaDescribedBy: describedBy(fields.categoryId) });
  const newImagesHint = `${fields.newImages.id}-hint`;
  // The action uploads picked files on every post and hands them back as kept images: a new kept list
  // starts the file input afresh (with JavaScript the page is not reloaded), so no file goes up twice.
  const reply = useActionData<ProductReply>();
  const pickedKey = JSON.stringify(reply?.result?.initialValue?.images ?? null);
  return (
    <>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-6">
        {/* Enter in a field submits with the first submit button: make that one "save", not an image's
            move button further down. The visible save button below does the same for pointer and keyboard. */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          {t(submitLabel)}
        </button>
        <fieldset className={card}>
          <legend className={legendClass}>{t('adminProducts.texts')}</legend>
          <p className="text-sm text-gray-600">{t('adminProducts.textsHint')}</p>
          <div className="mt-4 grid gap-x-6 gap-y-2 md:grid-cols-2">
            <Input field={fields.name} label={t('adminProducts.field.name')} required dir={englishDir} />
            <Input field={fields.nameAr} label={t('adminProducts.field.nameAr')} dir={arabicDir} />
            <TextArea
              field={fields.description}
              label={t('adminProducts.field.description')}
              required
              dir={englishDir}
              rows={5}
            />
            <TextArea
              field={fields.descriptionAr}
              label={t('adminProducts.field.descriptionAr')}
              dir={arabicDir}
              rows={5}
            />
            <Input
              field={fields.offer}
              label={t('adminProducts.field.offer')}
              hint={t('adminProducts.offerHint')}
              dir={englishDir}
            />
            <Input field={fields.offerAr} label={t('adminProducts.field.offerAr')} dir={arabicDir} />
            <TextArea
              field={fields.usp}
              label={t('adminProducts.field.usp')}
              hint={t('adminProducts.uspHint')}
              dir={englishDir}
            />
            <TextArea
              field={fields.uspAr}
              label={t('adminProducts.field.uspAr')}
              hint={t('adminProducts.uspArHint')}
              dir={arabicDir}
            />
          </div>
        </fieldset>

        <fieldset className={card}>
          <legend className={legendClass}>{t('adminProducts.sales')}</legend>
          <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            <Input
              field={fields.price}
              label={t('adminProducts.field.price', { currency })}
              type="number"
              step="0.01"
              required
            />
            <Input
              field={fields.discountedPrice}
              label={t('adminProducts.field.discountedPrice', { currency })}
              hint={t('adminProducts.discountHint')}
              type="number"
              step="0.01"
              required
            />
            <Input
              field={fields.stock}
              label={t('adminProducts.field.stock')}
              type="number"
              step="1"
              required
            />
            <div>
              <FieldLabel htmlFor={fields.categoryId.id} required>
                {t('adminProducts.field.categoryId')}
              </FieldLabel>
              <select {...select} key={select.key} className={inputClass}>
                <option value="">{t('adminProducts.chooseCategory')}</option>
                {categories.map((group) => (
                  <optgroup key={group.service} label={group.service}>
                    {group.categories.map((category) => (
                      <option key={category._id} value={category._id}>
                        {category.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              <FieldErrors field={fields.categoryId} />
            </div>
          </div>
        </fieldset>

        <fieldset className={card} aria-describedby={`${fields.images.id}-hint`}>
          <legend className={legendClass}>{t('adminProducts.images')}</legend>
          <p id={`${fields.images.id}-hint`} className="text-sm text-gray-600">
            {t('adminProducts.imagesHint')}
          </p>
          <ImageList form={form} field={fields.images} />
          <FieldErrors field={fields.images} />
          <div className="mt-4">
            <FieldLabel htmlFor={fields.newImages.id}>{t('adminProducts.newImages')}</FieldLabel>
            <p id={newImagesHint} className="text-sm text-gray-600">
              {t('adminProducts.newImagesHint')}
            </p>
            <input
              key={pickedKey}
              id={fields.newImages.id}
              name={fields.newImages.name}
              type="file"
              multiple
              accept={ENQUIRY_PHOTO_TYPES.join(',')}
              aria-describedby={`${newImagesHint} ${fields.newImages.errorId}`}
              aria-invalid={fields.newImages.errors ? true : undefined}
              className={`${inputClass} file:me-3 file:rounded-md file:border-0 file:bg-leaf-100 file:px-3 file:py-1.5 file:font-semibold file:text-leaf-800`}
            />
            <FieldErrors field={fields.newImages} />
          </div>
        </fieldset>

        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={busy}
            className="inline-flex items-center justify-center rounded-lg bg-leaf-700 px-5 py-2.5 font-semibold text-white hover:bg-leaf-800 disabled:opacity-60"
          >
            {busy ? t('adminProducts.saving') : t(submitLabel)}
          </button>
          <Link
            to="/admin-panel/products"
            className="rounded-lg border border-gray-300 bg-white px-5 py-2.5 font-semibold text-gray-800 hover:bg-gray-50"
          >
            {t('adminProducts.cancel')}
          </Link>
          {children}
        </div>
      </Form>
      <FailureDialog failure={failure} />
    </>
  );
}
