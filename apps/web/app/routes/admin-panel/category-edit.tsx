import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { categoryFormSchema } from '@farm/contract';
import { accountMeta } from '../../accounts/account-meta';
import {
  adminCaller,
  ADMIN_FORM_MAX_BYTES,
  mustRead,
  uploadImages,
} from '../../admin/content/admin-call.server';
import {
  AdminField,
  AdminHeading,
  Bilingual,
  DeletePage,
  FieldErrors,
  FormFailure,
  FormSection,
  SaveRow,
} from '../../admin/content/admin-fields';
import type { AdminReply } from '../../admin/content/admin-reply';
import { deletedReply, refusedReply, savedReply } from '../../admin/content/admin-reply.server';
import { AuditTrail } from '../../admin/audit-trail';
import { loadAuditTrail } from '../../admin/audit.server';
import { readFormData } from '../../enquiries/read-form.server';
import { apiMessage } from '../../i18n/api-messages';
import { useI18n } from '../../i18n/context';
import { api, pathParam } from '../../lib/api.server';
import { CATEGORY_FALLBACK_IMAGE } from '../../lib/media';

const BASE = '/admin-panel/service-category';

/**
 * add-category: a new category (any service); add-category/:id: a new category of service :id;
 * edit-category/:id: edits category :id (docs/decisions/075-service-category-screens.md).
 */
const editing = (url: string) => new URL(url).pathname.includes('/edit-category/');

export const meta: MetaFunction = ({ matches, location }) =>
  accountMeta(
    matches,
    location.pathname.includes('/edit-category/')
      ? 'adminContent.category.editTitle'
      : 'adminContent.category.addTitle',
  );

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const caller = await adminCaller(request, context);
  const services = (
    await mustRead(request, await api.adminCatalog.adminListServices({ extraHeaders: caller.headers }))
  ).data.map(({ _id, name, nameAr }) => ({ _id, name, nameAr }));
  if (!params.id) return { services, category: null, serviceId: '', trail: [], deleting: false };
  if (!editing(request.url)) {
    // A new category of this service: the service must exist.
    const service = await mustRead(
      request,
      await api.adminCatalog.adminGetService({
        params: { id: pathParam(params.id) },
        extraHeaders: caller.headers,
      }),
    );
    return { services, category: null, serviceId: service.data._id, trail: [], deleting: false };
  }
  const category = (
    await mustRead(
      request,
      await api.adminCatalog.adminGetCategory({
        params: { id: pathParam(params.id) },
        extraHeaders: caller.headers,
      }),
    )
  ).data;
  const trail = await loadAuditTrail(request, context, caller.token, 'category', category._id);
  return {
    services,
    category,
    serviceId: category.serviceId,
    trail,
    deleting: new URL(request.url).searchParams.has('delete'),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const caller = await adminCaller(request, context);
  const { lang } = caller;
  const formData = await readFormData(request, ADMIN_FORM_MAX_BYTES);
  if (!formData) return { failure: apiMessage(lang, 'payloadTooLarge') } satisfies AdminReply;
  const categoryId = editing(request.url) ? params.id : undefined;

  if (formData.get('intent') === 'delete' && categoryId)
    return deletedReply(
      request,
      lang,
      await api.adminCatalog.deleteCategory({
        params: { id: pathParam(categoryId) },
        extraHeaders: caller.headers,
      }),
      BASE,
    );

  const submission = parseWithZod(formData, { schema: categoryFormSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['newImage'] }) };
  const { keepImage, removeImage, newImage, ...texts } = submission.value;
  const upload = await uploadImages(request, caller, newImage ? [newImage] : []);
  if (!upload.ok) return refusedReply(submission, lang, upload.body, ['newImage']);
  const url = upload.urls[0] ?? (removeImage ? undefined : keepImage);
  const body = { ...texts, ...(url ? { image: { url } } : {}) };
  return savedReply(
    request,
    lang,
    categoryId
      ? await api.adminCatalog.updateCategory({
          params: { id: pathParam(categoryId) },
          body,
          extraHeaders: caller.headers,
        })
      : await api.adminCatalog.createCategory({ body, extraHeaders: caller.headers }),
    {
      submission,
      fileFields: ['newImage'],
      uploaded: upload.urls,
      editPage: (id) => `${BASE}/edit-category/${id}`,
    },
  );
}

export default function CategoryEdit() {
  const { services, category, serviceId, trail, deleting } = useLoaderData<typeof loader>();
  const reply = useActionData<AdminReply>();
  const busy = useNavigation().state === 'submitting';
  const { t, lang } = useI18n();
  // A picture uploaded before a refused save stands in for the stored one.
  const image = reply?.pending?.[0] ?? category?.image?.url;
  const [form, fields] = useForm({
    id: 'category-form',
    lastResult: reply?.result,
    defaultValue: { ...(category ?? {}), serviceId, keepImage: image },
    constraint: getZodConstraint(categoryFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: categoryFormSchema }),
  });
  const title = t(category ? 'adminContent.category.editTitle' : 'adminContent.category.addTitle');

  if (category && deleting)
    return (
      <DeletePage
        heading={title}
        back={BASE}
        backLabel={t('adminContent.sc.back')}
        title={t('adminContent.category.deleteTitle', { name: category.name })}
        text={t('adminContent.category.deleteText')}
        failure={reply?.failure}
      />
    );

  const serviceErrors = fields.serviceId.errors ?? [];
  return (
    <div>
      <AdminHeading title={title} back={BASE} backLabel={t('adminContent.sc.back')} />
      <FormFailure message={reply?.failure} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        <FormSection title={t('adminContent.texts')}>
          <div>
            <label htmlFor={fields.serviceId.id} className="block text-sm font-medium text-gray-800">
              {t('adminContent.category.service')}
            </label>
            <select
              {...getSelectProps(fields.serviceId)}
              key={fields.serviceId.key}
              aria-describedby={serviceErrors.length > 0 ? fields.serviceId.errorId : undefined}
              className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 md:max-w-md"
            >
              <option value="">{t('adminContent.category.chooseService')}</option>
              {services.map((service) => (
                <option key={service._id} value={service._id}>
                  {lang === 'ar' && service.nameAr ? service.nameAr : service.name}
                </option>
              ))}
            </select>
            <FieldErrors id={fields.serviceId.errorId} errors={serviceErrors} />
          </div>
          <Bilingual>
            <AdminField field={fields.name} label={t('adminContent.field.name')} language="en" />
            <AdminField field={fields.nameAr} label={t('adminContent.field.nameAr')} language="ar" />
            <AdminField
              field={fields.description}
              label={t('adminContent.field.description')}
              language="en"
              rows={4}
            />
            <AdminField
              field={fields.descriptionAr}
              label={t('adminContent.field.descriptionAr')}
              language="ar"
              rows={4}
            />
          </Bilingual>
          <div className="md:w-1/2 md:pe-3">
            <AdminField
              field={fields.slug}
              label={t('adminContent.field.slug')}
              hint={t('adminContent.field.slugHint')}
              language="en"
            />
          </div>
        </FormSection>

        <FormSection title={t('adminContent.category.imageTitle')}>
          <div className="flex flex-wrap items-start gap-4">
            <img
              src={image ?? CATEGORY_FALLBACK_IMAGE}
              alt={image ? t('adminContent.category.imageAlt') : t('adminContent.category.fallbackAlt')}
              width={200}
              height={150}
              className="aspect-[4/3] w-48 rounded-lg border border-gray-200 object-cover"
            />
            <div className="min-w-0 flex-1 basis-56 space-y-3">
              {image && (
                <>
                  <input type="hidden" name="keepImage" value={image} />
                  <label className="flex items-center gap-2 text-sm text-gray-800">
                    <input type="checkbox" name="removeImage" className="h-4 w-4 accent-leaf-700" />
                    {t('adminContent.category.removeImage')}
                  </label>
                </>
              )}
              <div>
                <label htmlFor={fields.newImage.id} className="block text-sm font-medium text-gray-800">
                  {t(image ? 'adminContent.category.replaceImage' : 'adminContent.category.chooseImage')}
                </label>
                <p id={`${fields.newImage.id}-hint`} className="text-sm text-gray-600">
                  {t('adminContent.image.hintOne')}
                </p>
                <input
                  {...getInputProps(fields.newImage, { type: 'file' })}
                  key={fields.newImage.key}
                  accept="image/jpeg,image/png,image/webp"
                  aria-describedby={`${fields.newImage.id}-hint ${fields.newImage.errorId}`}
                  className="mt-1 block w-full text-sm text-gray-800 file:me-3 file:rounded-lg file:border-0 file:bg-leaf-100 file:px-4 file:py-2 file:font-semibold file:text-leaf-900"
                />
                <FieldErrors id={fields.newImage.errorId} errors={fields.newImage.errors} />
              </div>
            </div>
          </div>
        </FormSection>

        <SaveRow
          label={t(category ? 'adminContent.saveChanges' : 'adminContent.category.create')}
          busy={busy}
          deleteLabel={category ? t('adminContent.category.delete') : undefined}
        />
      </Form>
      {category && <AuditTrail entries={trail} />}
    </div>
  );
}
