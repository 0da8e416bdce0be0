import { categoryFormSchema } from '@farm/contract';
import type { Route } from './+types/category-edit';
import { accountMeta } from '#app/lib/account-meta';
import { Field, SelectField, writtenIn } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import { bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { CATEGORY_FALLBACK_IMAGE } from '#app/lib/media';
import {
  Bilingual,
  FormSection,
  startsAfreshOnSave,
  useEditorForm,
} from '#app/routes/admin-panel/editor/edit-page';
import { PictureField } from '#app/routes/admin-panel/editor/picture-fields';
import { ContentEditPage, contentList, contentTitle } from '#app/routes/admin-panel/editor/content-edit-page';
import { TwinFields } from '#app/routes/admin-panel/editor/twin-fields';
import { adminEditor } from '#app/routes/admin-panel/editor/editor.server';

const BASE = contentList('category');

/**
 * add-category: a new category (any service); add-category/:id: a new category of service :id;
 * edit-category/:id: edits category :id (docs/decisions/075-service-category-screens.md).
 */
const editing = (pathname: string) => pathname.includes('/edit-category/');

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountMeta(matches, contentTitle('category', editing(location.pathname)));

const editor = adminEditor({
  schema: categoryFormSchema,
  audit: 'category',
  listPath: BASE,
  editPath: (id) => `${BASE}/edit-category/${id}`,
  recordId: ({ request, params }) => (editing(new URL(request.url).pathname) ? params.id : undefined),
  read: (api, id) => api.adminCatalog.adminGetCategory({ params: { id: pathParam(id) } }),
  create: (api, body) => api.adminCatalog.createCategory({ body }),
  update: (api, id, body) => api.adminCatalog.updateCategory({ params: { id: pathParam(id) }, body }),
  remove: (api, id) => api.adminCatalog.deleteCategory({ params: { id: pathParam(id) } }),
  extra: async (api, { params }, category) => {
    const services = bodyOrNotFound(await api.adminCatalog.adminListServices()).data;
    // A new category of service :id: the service must exist.
    const serviceId =
      category?.serviceId ??
      (params.id
        ? bodyOrNotFound(await api.adminCatalog.adminGetService({ params: { id: pathParam(params.id) } }))
            .data._id
        : '');
    return { services: services.map(({ _id, name, nameAr }) => ({ _id, name, nameAr })), serviceId };
  },
  fileField: 'newImage',
  toBody: ({ keepImage, removeImage, newImage: _file, ...texts }, uploaded) => {
    const url = uploaded[0] ?? (removeImage ? undefined : keepImage);
    return { ...texts, ...(url ? { image: { url } } : {}) };
  },
});
// Exported one by one: React Router removes a route's server exports from the browser build by name.
export const loader = editor.loader;
export const action = editor.action;

export default startsAfreshOnSave(function CategoryEdit({ loaderData }: Route.ComponentProps) {
  const { record: category, services, serviceId } = loaderData;
  const page = useEditorForm('category-form', categoryFormSchema, {
    ...(category ?? {}),
    serviceId,
    keepImage: category?.image?.url,
  });
  const { fields, reply } = page;
  const { t, lang } = useI18n();
  // A picture uploaded for a refused save stands in for the stored one, through a second refusal too (its
  // hidden field sends it back), as the blog's cover does.
  const image = reply?.pending?.[0] ?? (fields.keepImage.value as string | undefined) ?? category?.image?.url;
  return (
    <ContentEditPage
      kind="category"
      loaded={loaderData}
      name={(lang === 'ar' && category?.nameAr) || category?.name}
      editor={page}
    >
      <FormSection title={t('adminContent.texts')}>
        <SelectField
          field={fields.serviceId}
          label={t('adminContent.category.service')}
          choose={t('adminContent.category.chooseService')}
          options={services.map((service) => ({
            value: service._id,
            label: lang === 'ar' && service.nameAr ? service.nameAr : service.name,
          }))}
          className="md:max-w-md"
        />
        <Bilingual>
          <TwinFields fields={fields} name="name" labels="adminContent.field" />
          <TwinFields fields={fields} name="description" labels="adminContent.field" textarea />
          <Field
            field={fields.slug}
            label={t('adminContent.field.slug')}
            hint={t(category ? 'adminContent.field.slugHintEdit' : 'adminContent.field.slugHint')}
            inputProps={writtenIn('en')}
          />
        </Bilingual>
      </FormSection>

      <FormSection title={t('adminContent.category.imageTitle')}>
        <PictureField
          kept={image}
          keptName="keepImage"
          field={fields.newImage}
          label={t(image ? 'adminContent.category.replaceImage' : 'adminContent.category.chooseImage')}
          alt={t('adminContent.category.imageAlt')}
          fallback={{ src: CATEGORY_FALLBACK_IMAGE, alt: t('adminContent.category.fallbackAlt') }}
          removable={t('adminContent.category.removeImage')}
          // A new picture sent with the box ticked was kept over the removal: the box starts unticked then.
          removeTicked={!reply?.pending?.length && reply?.result?.initialValue?.removeImage === 'on'}
        />
      </FormSection>
    </ContentEditPage>
  );
});
