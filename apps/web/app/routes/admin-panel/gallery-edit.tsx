import { galleryFormSchema } from '@farm/contract';
import type { Route } from './+types/gallery-edit';
import { accountMeta } from '#app/lib/account-meta';
import { Field, TextareaField, writtenIn } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import { pathParam } from '#app/lib/api.server';
import {
  AdminEditPage,
  Bilingual,
  FormSection,
  PictureField,
  useEditorForm,
} from '#app/routes/admin-panel/editor/edit-page';
import { adminEditor } from '#app/routes/admin-panel/editor/editor.server';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(matches, params.id ? 'adminContent.gallery.editTitle' : 'adminContent.gallery.newTitle');

const LIST = '/admin-panel/gallery';

// gallery/add-gallery adds a picture; add-gallery/:id edits item :id.
const editor = adminEditor({
  schema: galleryFormSchema,
  audit: 'galleryItem',
  listPath: LIST,
  editPath: (id) => `${LIST}/add-gallery/${id}`,
  read: (api, id) => api.adminContent.adminGetGalleryItem({ params: { id: pathParam(id) } }),
  create: (api, body) => api.content.createGalleryItem({ body }),
  update: (api, id, body) => api.content.updateGalleryItem({ params: { id: pathParam(id) }, body }),
  remove: (api, id) => api.content.deleteGalleryItem({ params: { id: pathParam(id) } }),
  fileField: 'newImage',
  toBody: ({ keepImage, newImage: _file, ...texts }, uploaded) => {
    const url = uploaded[0] ?? keepImage;
    // The API makes the picture's narrower renditions from the stored file (PictureStore.fromStoredUrl).
    return url ? { ...texts, image: { url } } : { fieldErrors: { newImage: ['required'] } };
  },
});
// Exported one by one: React Router removes a route's server exports from the browser build by name.
export const loader = editor.loader;
export const action = editor.action;

export default function GalleryEdit({ loaderData }: Route.ComponentProps) {
  const { record: item, trail, deleting } = loaderData;
  const { t } = useI18n();
  const { form, fields, reply, busy } = useEditorForm(
    'gallery-form',
    galleryFormSchema,
    item ? { ...item, keepImage: item.image.url } : undefined,
  );
  const image = reply?.pending?.[0] ?? item?.image.url;
  const [en, ar] = [writtenIn('en'), writtenIn('ar')];
  return (
    <AdminEditPage
      title={t(item ? 'adminContent.gallery.editTitle' : 'adminContent.gallery.newTitle')}
      back={{ to: LIST, label: t('adminContent.gallery.back') }}
      form={form}
      reply={reply}
      busy={busy}
      saveLabel={t(item ? 'adminContent.saveChanges' : 'adminContent.gallery.create')}
      deleteLabel={item ? t('adminContent.gallery.delete') : undefined}
      confirmDelete={
        item && deleting
          ? {
              title: t('adminContent.gallery.deleteTitle', { name: item.title }),
              text: t('adminContent.gallery.deleteText'),
            }
          : undefined
      }
      trail={item ? trail : undefined}
    >
      <FormSection title={t('adminContent.gallery.picture')}>
        <PictureField
          kept={image}
          keptName="keepImage"
          field={fields.newImage}
          label={t(image ? 'adminContent.gallery.replacePicture' : 'adminContent.gallery.choosePicture')}
          hint={t('adminContent.image.hintOne')}
          alt={t('adminContent.gallery.pictureAlt')}
        />
      </FormSection>
      <FormSection title={t('adminContent.texts')}>
        <Bilingual>
          <Field field={fields.title} label={t('adminContent.gallery.field.title')} inputProps={en} />
          <Field field={fields.titleAr} label={t('adminContent.gallery.field.titleAr')} inputProps={ar} />
          <TextareaField
            field={fields.description}
            label={t('adminContent.gallery.field.description')}
            textareaProps={en}
          />
          <TextareaField
            field={fields.descriptionAr}
            label={t('adminContent.gallery.field.descriptionAr')}
            textareaProps={ar}
          />
        </Bilingual>
      </FormSection>
    </AdminEditPage>
  );
}
