import { getFormProps, getInputProps, useForm } from '@conform-to/react';
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
import { ADMIN_IMAGES_PER_UPLOAD, serviceFormSchema, videoLines } from '@farm/contract';
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

export const meta: MetaFunction = ({ matches, params }) =>
  accountMeta(matches, params.id ? 'adminContent.service.editTitle' : 'adminContent.service.addTitle');

const BASE = '/admin-panel/service-category';

// add-service is a new service; add-service/:id edits service :id (docs/decisions/075-service-category-screens.md).
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const caller = await adminCaller(request, context);
  if (!params.id) return { service: null, trail: [], deleting: false };
  const service = (
    await mustRead(
      request,
      await api.adminCatalog.adminGetService({
        params: { id: pathParam(params.id) },
        extraHeaders: caller.headers,
      }),
    )
  ).data;
  const trail = await loadAuditTrail(request, context, caller.token, 'service', service._id);
  return { service, trail, deleting: new URL(request.url).searchParams.has('delete') };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const caller = await adminCaller(request, context);
  const { lang } = caller;
  const formData = await readFormData(request, ADMIN_FORM_MAX_BYTES);
  if (!formData) return { failure: apiMessage(lang, 'payloadTooLarge') } satisfies AdminReply;

  if (formData.get('intent') === 'delete' && params.id)
    return deletedReply(
      request,
      lang,
      await api.adminCatalog.deleteService({
        params: { id: pathParam(params.id) },
        extraHeaders: caller.headers,
      }),
      BASE,
    );

  const submission = parseWithZod(formData, { schema: serviceFormSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['newImages'] }) };
  const upload = await uploadImages(request, caller, submission.value.newImages);
  if (!upload.ok) return refusedReply(submission, lang, upload.body, ['newImages']);

  const { keepImage, newImages: _files, videos, ...texts } = submission.value;
  const body = {
    ...texts,
    image: [...keepImage, ...upload.urls].map((url) => ({ url })),
    video: videoLines(videos).map((url) => ({ url })),
  };
  return savedReply(
    request,
    lang,
    params.id
      ? await api.adminCatalog.updateService({
          params: { id: pathParam(params.id) },
          body,
          extraHeaders: caller.headers,
        })
      : await api.adminCatalog.createService({ body, extraHeaders: caller.headers }),
    {
      submission,
      fileFields: ['newImages'],
      uploaded: upload.urls,
      editPage: (id) => `${BASE}/add-service/${id}`,
    },
  );
}

export default function ServiceEdit() {
  const { service, trail, deleting } = useLoaderData<typeof loader>();
  const reply = useActionData<AdminReply>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useI18n();
  const [form, fields] = useForm({
    id: 'service-form',
    lastResult: reply?.result,
    defaultValue: service
      ? {
          ...service,
          position: String(service.position),
          videos: service.video.map((video) => video.url).join('\n'),
        }
      : undefined,
    constraint: getZodConstraint(serviceFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: serviceFormSchema }),
  });
  const images = [...(service?.image.map((image) => image.url) ?? []), ...(reply?.pending ?? [])];
  const title = t(service ? 'adminContent.service.editTitle' : 'adminContent.service.addTitle');

  if (service && deleting)
    return (
      <DeletePage
        heading={title}
        back={BASE}
        backLabel={t('adminContent.sc.back')}
        title={t('adminContent.service.deleteTitle', { name: service.name })}
        text={t('adminContent.service.deleteText')}
        failure={reply?.failure}
      />
    );

  return (
    <div>
      <AdminHeading title={title} back={BASE} backLabel={t('adminContent.sc.back')} />
      <FormFailure message={reply?.failure} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        <FormSection title={t('adminContent.texts')}>
          <Bilingual>
            <AdminField field={fields.name} label={t('adminContent.field.name')} language="en" />
            <AdminField field={fields.nameAr} label={t('adminContent.field.nameAr')} language="ar" />
            <AdminField field={fields.subHeading} label={t('adminContent.field.subHeading')} language="en" />
            <AdminField
              field={fields.subHeadingAr}
              label={t('adminContent.field.subHeadingAr')}
              language="ar"
            />
            <AdminField
              field={fields.description}
              label={t('adminContent.field.description')}
              language="en"
              rows={5}
            />
            <AdminField
              field={fields.descriptionAr}
              label={t('adminContent.field.descriptionAr')}
              language="ar"
              rows={5}
            />
            <AdminField
              field={fields.subdescription}
              label={t('adminContent.field.subdescription')}
              language="en"
              rows={3}
            />
            <AdminField
              field={fields.subdescriptionAr}
              label={t('adminContent.field.subdescriptionAr')}
              language="ar"
              rows={3}
            />
          </Bilingual>
        </FormSection>

        <FormSection title={t('adminContent.address')}>
          <Bilingual>
            <AdminField
              field={fields.slug}
              label={t('adminContent.field.slug')}
              hint={t('adminContent.field.slugHint')}
              language="en"
            />
            <AdminField
              field={fields.position}
              label={t('adminContent.field.position')}
              hint={t('adminContent.field.positionHint')}
              type="number"
              inputMode="numeric"
            />
          </Bilingual>
        </FormSection>

        <FormSection title={t('adminContent.media')}>
          {images.length > 0 && (
            <fieldset>
              <legend className="text-sm font-medium text-gray-800">{t('adminContent.image.current')}</legend>
              <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {images.map((url, index) => (
                  <li key={url} className="rounded-lg border border-gray-200 p-2">
                    <img
                      src={url}
                      alt={t('adminContent.image.nth', { n: index + 1 })}
                      width={240}
                      height={180}
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded-md object-cover"
                    />
                    <label className="mt-2 flex items-center gap-2 text-sm text-gray-800">
                      <input
                        type="checkbox"
                        name="keepImage"
                        value={url}
                        defaultChecked
                        className="h-4 w-4 accent-leaf-700"
                      />
                      {t('adminContent.image.keep', { n: index + 1 })}
                    </label>
                  </li>
                ))}
              </ul>
              <FieldErrors id={fields.keepImage.errorId} errors={fields.keepImage.errors} />
            </fieldset>
          )}
          <div>
            <label htmlFor={fields.newImages.id} className="block text-sm font-medium text-gray-800">
              {t('adminContent.image.add')}
            </label>
            <p id={`${fields.newImages.id}-hint`} className="text-sm text-gray-600">
              {t('adminContent.image.hint', { max: ADMIN_IMAGES_PER_UPLOAD })}
            </p>
            <input
              {...getInputProps(fields.newImages, { type: 'file' })}
              key={fields.newImages.key}
              multiple
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={`${fields.newImages.id}-hint ${fields.newImages.errorId}`}
              className="mt-1 block w-full text-sm text-gray-800 file:me-3 file:rounded-lg file:border-0 file:bg-leaf-100 file:px-4 file:py-2 file:font-semibold file:text-leaf-900"
            />
            <FieldErrors id={fields.newImages.errorId} errors={fields.newImages.errors} />
          </div>
          <AdminField
            field={fields.videos}
            label={t('adminContent.video.label')}
            hint={t('adminContent.video.hint')}
            language="en"
            rows={3}
          />
        </FormSection>

        <SaveRow
          label={t(service ? 'adminContent.saveChanges' : 'adminContent.service.create')}
          busy={busy}
          deleteLabel={service ? t('adminContent.service.delete') : undefined}
        />
      </Form>
      {service && <AuditTrail entries={trail} />}
    </div>
  );
}
