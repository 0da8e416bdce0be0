import { ADMIN_IMAGES_PER_UPLOAD, VIDEO_MAX_BYTES, serviceFormSchema } from '@farm/contract';
import type { Route } from './+types/service-edit';
import { accountMeta } from '#app/lib/account-meta';
import { Field, TextareaField, writtenIn } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import { pathParam } from '#app/lib/api.server';
import {
  AdminEditPage,
  Bilingual,
  FormSection,
  PicturesField,
  useEditorForm,
} from '#app/routes/admin-panel/editor/edit-page';
import { ADMIN_FORM_MAX_BYTES, adminEditor } from '#app/routes/admin-panel/editor/editor.server';
import { storePickedVideo } from '#app/admin/services/service-video.server';
import { VideoFields } from '#app/admin/services/video-fields';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(matches, params.id ? 'adminContent.service.editTitle' : 'adminContent.service.addTitle');

const BASE = '/admin-panel/service-category';

// add-service is a new service; add-service/:id edits service :id (docs/decisions/075-service-category-screens.md).
const editor = adminEditor({
  schema: serviceFormSchema,
  audit: 'service',
  listPath: BASE,
  editPath: (id) => `${BASE}/add-service/${id}`,
  read: (api, id) => api.adminCatalog.adminGetService({ params: { id: pathParam(id) } }),
  create: (api, body) => api.adminCatalog.createService({ body }),
  update: (api, id, body) => api.adminCatalog.updateService({ params: { id: pathParam(id) }, body }),
  remove: (api, id) => api.adminCatalog.deleteService({ params: { id: pathParam(id) } }),
  fileField: 'newImages',
  // The picked video goes up first and joins the form as the new video's address.
  prepare: storePickedVideo,
  maxBytes: ADMIN_FORM_MAX_BYTES + VIDEO_MAX_BYTES,
  toBody: (
    {
      keepImage,
      newImages: _files,
      videos,
      newVideoUrl,
      newVideoFile: _video,
      newVideoTitle,
      newVideoTitleAr,
      ...texts
    },
    uploaded,
  ) => ({
    ...texts,
    image: [...keepImage, ...uploaded].map((url) => ({ url })),
    video: [
      ...videos,
      ...(newVideoUrl ? [{ url: newVideoUrl, title: newVideoTitle ?? '', titleAr: newVideoTitleAr }] : []),
    ],
  }),
});
// Exported one by one: React Router removes a route's server exports from the browser build by name.
export const loader = editor.loader;
export const action = editor.action;

export default function ServiceEdit({ loaderData }: Route.ComponentProps) {
  const { record: service, trail, deleting } = loaderData;
  const { t } = useI18n();
  const { form, fields, reply, busy } = useEditorForm(
    'service-form',
    serviceFormSchema,
    service
      ? {
          ...service,
          position: String(service.position),
          videos: service.video,
        }
      : undefined,
  );
  const images = [...(service?.image.map((image) => image.url) ?? []), ...(reply?.pending ?? [])];
  const [en, ar] = [writtenIn('en'), writtenIn('ar')];
  return (
    <AdminEditPage
      title={t(service ? 'adminContent.service.editTitle' : 'adminContent.service.addTitle')}
      back={{ to: BASE, label: t('adminContent.sc.back') }}
      form={form}
      reply={reply}
      busy={busy}
      saveLabel={t(service ? 'adminContent.saveChanges' : 'adminContent.service.create')}
      deleteLabel={service ? t('adminContent.service.delete') : undefined}
      confirmDelete={
        service && deleting
          ? {
              title: t('adminContent.service.deleteTitle', { name: service.name }),
              text: t('adminContent.service.deleteText'),
            }
          : undefined
      }
      trail={service ? trail : undefined}
    >
      {/* Enter in a field submits with the first submit button: make that one "save", not a video's move
          button further down. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
        {t(service ? 'adminContent.saveChanges' : 'adminContent.service.create')}
      </button>
      <FormSection title={t('adminContent.texts')}>
        <Bilingual>
          <Field field={fields.name} label={t('adminContent.field.name')} inputProps={en} />
          <Field field={fields.nameAr} label={t('adminContent.field.nameAr')} inputProps={ar} />
          <Field field={fields.subHeading} label={t('adminContent.field.subHeading')} inputProps={en} />
          <Field field={fields.subHeadingAr} label={t('adminContent.field.subHeadingAr')} inputProps={ar} />
          <TextareaField
            field={fields.description}
            label={t('adminContent.field.description')}
            textareaProps={{ rows: 5, ...en }}
          />
          <TextareaField
            field={fields.descriptionAr}
            label={t('adminContent.field.descriptionAr')}
            textareaProps={{ rows: 5, ...ar }}
          />
          <TextareaField
            field={fields.subdescription}
            label={t('adminContent.field.subdescription')}
            textareaProps={{ rows: 3, ...en }}
          />
          <TextareaField
            field={fields.subdescriptionAr}
            label={t('adminContent.field.subdescriptionAr')}
            textareaProps={{ rows: 3, ...ar }}
          />
        </Bilingual>
      </FormSection>

      <FormSection title={t('adminContent.address')}>
        <Bilingual>
          <Field
            field={fields.slug}
            label={t('adminContent.field.slug')}
            hint={t('adminContent.field.slugHint')}
            inputProps={en}
          />
          <Field
            field={fields.position}
            label={t('adminContent.field.position')}
            hint={t('adminContent.field.positionHint')}
            type="number"
            inputProps={{ inputMode: 'numeric' }}
          />
        </Bilingual>
      </FormSection>

      <FormSection title={t('adminContent.media')}>
        <PicturesField
          kept={images}
          keepField={fields.keepImage}
          field={fields.newImages}
          label={t('adminContent.image.add')}
          hint={t('adminContent.image.hint', { max: ADMIN_IMAGES_PER_UPLOAD })}
        />
      </FormSection>

      <FormSection title={t('adminContent.videos')} hint={t('adminContent.videosHint')}>
        <VideoFields form={form} fields={fields} />
      </FormSection>
    </AdminEditPage>
  );
}
