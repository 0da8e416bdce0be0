import { ADMIN_IMAGES_PER_UPLOAD, VIDEO_MAX_BYTES, serviceFormSchema } from '@farm/contract';
import type { Route } from './+types/service-edit';
import { accountMeta } from '#app/lib/account-meta';
import { Field, writtenIn } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import { pathParam } from '#app/lib/api.server';
import {
  Bilingual,
  FormSection,
  startsAfreshOnSave,
  useEditorForm,
} from '#app/routes/admin-panel/editor/edit-page';
import { PicturesField } from '#app/routes/admin-panel/editor/picture-fields';
import { ContentEditPage, contentList, contentTitle } from '#app/routes/admin-panel/editor/content-edit-page';
import { TwinFields } from '#app/routes/admin-panel/editor/twin-fields';
import { ADMIN_FORM_MAX_BYTES, adminEditor } from '#app/routes/admin-panel/editor/editor.server';
import { storePickedVideo } from '#app/admin/services/service-video.server';
import { VideoFields } from '#app/admin/services/video-fields';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(matches, contentTitle('service', Boolean(params.id)));

const BASE = contentList('service');

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

export default startsAfreshOnSave(function ServiceEdit({ loaderData }: Route.ComponentProps) {
  const { record: service } = loaderData;
  const { t, lang } = useI18n();
  const page = useEditorForm(
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
  const { form, fields, reply } = page;
  const stored = service?.image.map((image) => image.url) ?? [];
  // Sent back: the boxes as the admin left them, and the pictures just uploaded ticked. A picture uploaded
  // for an earlier refused save came back ticked too, and is kept through this refusal as well.
  const sent = [reply?.result?.initialValue?.keepImage ?? []].flat().filter((url) => typeof url === 'string');
  const pending = [...sent.filter((url) => !stored.includes(url)), ...(reply?.pending ?? [])];
  const images = [...stored, ...pending];
  const ticked = reply?.result ? [...sent, ...(reply.pending ?? [])] : undefined;
  return (
    <ContentEditPage
      kind="service"
      loaded={loaderData}
      name={(lang === 'ar' && service?.nameAr) || service?.name}
      editor={page}
      enterSaves
    >
      <FormSection title={t('adminContent.texts')}>
        <Bilingual>
          <TwinFields fields={fields} name="name" labels="adminContent.field" />
          <TwinFields fields={fields} name="subHeading" labels="adminContent.field" />
          <TwinFields fields={fields} name="description" labels="adminContent.field" textarea={5} />
          <TwinFields fields={fields} name="subdescription" labels="adminContent.field" textarea={3} />
        </Bilingual>
      </FormSection>

      <FormSection title={t('adminContent.address')}>
        <Bilingual>
          <Field
            field={fields.slug}
            label={t('adminContent.field.slug')}
            hint={t(service ? 'adminContent.field.slugHintEdit' : 'adminContent.field.slugHint')}
            inputProps={writtenIn('en')}
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
          ticked={ticked}
          keepField={fields.keepImage}
          field={fields.newImages}
          label={t('adminContent.image.add')}
          hint={t('adminContent.image.hint', { max: ADMIN_IMAGES_PER_UPLOAD })}
        />
      </FormSection>

      <FormSection title={t('adminContent.videos')} hint={t('adminContent.videosHint')}>
        <VideoFields form={form} fields={fields} />
      </FormSection>
    </ContentEditPage>
  );
});
