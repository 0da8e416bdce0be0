import { type DefaultValue } from '@conform-to/react';
import { ENQUIRY_PHOTO_TYPES, objectIdSchema, productFormSchema } from '@farm/contract';
import { Form, Link, useLocation, useRouteLoaderData } from 'react-router';
import { backOf, listAt } from '#app/admin/list-place';
import type { Route } from './+types/product-edit';
import type { z } from 'zod';
import { accountMeta } from '#app/lib/account-meta';
import { loadCategoryGroups } from '#app/lib/category-groups.server';
import { productPath } from '#app/admin/products/paths';
import { ImageList } from '#app/admin/products/product-fields';
import { CategoryOptions } from '#app/components/category-options';
import { formDefaultsOf } from '#app/admin/products/form-defaults';
import { CheckboxField, ErrorList, Field, SelectField } from '#app/components/forms';
import { Button, buttonVariants } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { notFound, pathParam } from '#app/lib/api.server';
import type { SiteData } from '#app/lib/site';
import {
  AdminEditPage,
  Bilingual,
  FormSection,
  useEditorForm,
} from '#app/routes/admin-panel/editor/edit-page';
import { RevisionField } from '#app/routes/admin-panel/editor/revision-field';
import { TwinFields } from '#app/routes/admin-panel/editor/twin-fields';
import { adminEditor } from '#app/routes/admin-panel/editor/editor.server';

const LIST = '/admin-panel/products';

// products/add-products adds a product; add-products/:id edits product :id (docs/product-rules.md §2).
export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(matches, params.id ? 'adminProducts.editTitle' : 'adminProducts.addTitle');

const editor = adminEditor({
  schema: productFormSchema,
  audit: 'product',
  listPath: LIST,
  editPath: productPath,
  // A malformed id names no product: the 404 page, without asking the API.
  read: (api, id) =>
    objectIdSchema.safeParse(id).success
      ? api.adminProducts.get({ params: { id: pathParam(id) } })
      : notFound(),
  create: (api, body) => api.adminProducts.create({ body }),
  update: (api, id, body) => api.adminProducts.update({ params: { id: pathParam(id) }, body }),
  extra: async (api) => ({ categories: await loadCategoryGroups(api) }),
  fileField: 'newImages',
  uploadFirst: true,
  toBody: ({ newImages: _picked, ...product }) => product,
});
// Exported one by one: React Router removes a route's server exports from the browser build by name.
export const loader = editor.loader;
export const action = editor.action;

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  const { record } = loaderData;
  // A saved product starts its form afresh from what was stored.
  return <ProductEditor key={record?.updatedAt ?? 'new'} loaderData={loaderData} />;
}

/**
 * Every field of a product, in English and Arabic, with its images in shop order. Images picked are
 * uploaded on every post, a rearranging one too, and join the list: the form comes back with them in place.
 */
function ProductEditor({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { record: product, categories, trail } = loaderData;
  const { t, lang } = useI18n();
  const listPlace = useLocation().search;
  const site = useRouteLoaderData('root') as Partial<SiteData> | undefined;
  const currency = site?.currency ?? 'AED';
  const { form, fields, reply, busy } = useEditorForm(
    product ? `edit-product-${product._id}` : 'add-product',
    productFormSchema,
    // Conform types defaults by the schema's input, where features are lists; the textarea takes lines.
    product ? (formDefaultsOf(product) as DefaultValue<z.input<typeof productFormSchema>>) : undefined,
  );
  // The action hands picked files back as kept images: a new kept list starts the file input afresh
  // (with JavaScript the page is not reloaded), so no file goes up twice.
  const pickedKey = JSON.stringify(reply?.result?.initialValue?.images ?? null);
  const saveLabel = t(product ? 'adminProducts.save' : 'adminProducts.create');
  const money = {
    type: 'number',
    required: true,
    inputProps: { step: '0.01', inputMode: 'decimal' },
  } as const;
  return (
    <AdminEditPage
      title={t(product ? 'adminProducts.editTitle' : 'adminProducts.addTitle')}
      back={{ to: LIST, label: t('adminProducts.backToList') }}
      header={
        product && (
          <ProductHeader
            product={product}
            name={lang === 'ar' && product.nameAr ? product.nameAr : product.name}
          />
        )
      }
      form={form}
      reply={reply}
      busy={busy}
      saveLabel={busy ? t('adminProducts.saving') : saveLabel}
      deleteLabel={product ? t('adminProducts.delete') : undefined}
      deleteTo={product ? `${productPath(product._id)}/delete` : undefined}
      actions={
        <Link to={listAt(LIST, backOf(listPlace))} className={buttonVariants({ variant: 'neutral' })}>
          {t('adminProducts.cancel')}
        </Link>
      }
      // Enter in a field saves, as the visible button does, rather than moving the first image.
      enterSaves={saveLabel}
      trail={product ? trail : undefined}
    >
      <FormSection title={t('adminProducts.texts')} hint={t('adminProducts.textsHint')}>
        <Bilingual>
          <TwinFields fields={fields} name="name" labels="adminProducts.field" required />
          <TwinFields fields={fields} name="description" labels="adminProducts.field" textarea={5} required />
          <TwinFields
            fields={fields}
            name="offer"
            labels="adminProducts.field"
            hint={t('adminProducts.offerHint')}
          />
          <TwinFields
            fields={fields}
            name="usp"
            labels="adminProducts.field"
            textarea
            hint={t('adminProducts.uspHint')}
            hintAr={t('adminProducts.uspArHint')}
          />
        </Bilingual>
      </FormSection>

      <FormSection title={t('adminProducts.sales')}>
        <Bilingual>
          <Field field={fields.price} label={t('adminProducts.field.price', { currency })} {...money} />
          <Field
            field={fields.discountedPrice}
            label={t('adminProducts.field.discountedPrice', { currency })}
            hint={t('adminProducts.discountHint')}
            {...money}
          />
          <Field
            field={fields.stock}
            label={t('adminProducts.field.stock')}
            {...money}
            inputProps={{ step: '1', inputMode: 'decimal' }}
          />
          {/* The stock this form was opened with: the save moves the stock by the admin's change, so units
              ordered meanwhile stay counted (docs/decisions/237-stock-edits-as-changes.md). A form sent back
              unsaved (an image moved, a refusal) keeps it, as it keeps the Stock the admin sees. */}
          {product && (
            <input
              type="hidden"
              name={fields.stockWas.name}
              value={fields.stockWas.initialValue ?? String(product.stock)}
            />
          )}
          {product && <RevisionField field={fields.revisionWas} revision={product.revision} />}
          <SelectField
            field={fields.categoryId}
            label={t('adminProducts.field.categoryId')}
            required
            choose={t('adminProducts.chooseCategory')}
          >
            <CategoryOptions groups={categories} />
          </SelectField>
        </Bilingual>
      </FormSection>

      <FormSection title={t('adminProducts.featuredSection')} hint={t('adminProducts.featuredHint')}>
        <Bilingual>
          <CheckboxField field={fields.featured} label={t('adminProducts.field.featured')} />
          <Field
            field={fields.featuredOrder}
            label={t('adminProducts.field.featuredOrder')}
            type="number"
            inputProps={{ step: '1', min: 1, inputMode: 'numeric' }}
          />
        </Bilingual>
      </FormSection>

      <FormSection title={t('adminProducts.images')} hint={t('adminProducts.imagesHint')}>
        <ImageList form={form} field={fields.images} />
        <ErrorList id={fields.images.errorId} errors={fields.images.errors} />
        <Field
          field={fields.newImages}
          type="file"
          label={t('adminProducts.newImages')}
          hint={t('adminProducts.newImagesHint')}
          inputProps={{ key: pickedKey, multiple: true, accept: ENQUIRY_PHOTO_TYPES.join(',') }}
        />
      </FormSection>
    </AdminEditPage>
  );
}

/** The product's name and shop address, and whether it is archived (with the way back) or on sale. */
function ProductHeader({
  product,
  name,
}: {
  product: { _id: string; slug: string; archived: boolean };
  name: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <p className="mt-1 text-lg text-gray-800" dir="auto">
        {name}
      </p>
      <p className="mt-1 text-sm break-all text-gray-600">
        {t('adminProducts.slug', { slug: product.slug })}
      </p>
      {product.archived ? (
        <div className="mt-4 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-amber-900">
            <span className="me-2 inline-block rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
              {t('adminProducts.archived')}
            </span>
            {t('adminProducts.archivedNotice')}
          </p>
          <Form method="post" action={`${productPath(product._id)}/restore`}>
            <Button type="submit" size="sm" className="whitespace-nowrap">
              {t('adminProducts.restore')}
            </Button>
          </Form>
        </div>
      ) : (
        <Link
          to={`/product-detail/${product.slug}`}
          className={buttonVariants({ variant: 'link', size: 'xs' })}
        >
          {t('adminProducts.viewInShop')}
        </Link>
      )}
    </>
  );
}
