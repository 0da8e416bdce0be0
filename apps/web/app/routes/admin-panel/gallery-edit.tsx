import { galleryFormSchema } from '@farm/contract';
import type { Route } from './+types/gallery-edit';
import { accountMeta } from '#app/lib/account-meta';
import { useI18n } from '#app/i18n/context';
import { pathParam } from '#app/lib/api.server';
import {
  Bilingual,
  FormSection,
  startsAfreshOnSave,
  useEditorForm,
} from '#app/routes/admin-panel/editor/edit-page';
import { PictureField } from '#app/routes/admin-panel/editor/picture-fields';
import { ContentEditPage, contentList, contentTitle } from '#app/routes/admin-panel/editor/content-edit-page';
import { RevisionField } from '#app/routes/admin-panel/editor/revision-field';
import { TwinFields } from '#app/routes/admin-panel/editor/twin-fields';
import { adminEditor } from '#app/routes/admin-panel/editor/editor.server';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(matches, contentTitle('gallery', Boolean(params.id)));

const LIST = contentList('gallery');

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

export default startsAfreshOnSave(function GalleryEdit({ loaderData }: Route.ComponentProps) {
  const { record: item } = loaderData;
  const { t, lang } = useI18n();
  const page = useEditorForm(
    'gallery-form',
    galleryFormSchema,
    item ? { ...item, keepImage: item.image.url } : undefined,
  );
  const { fields, reply } = page;
  // A picture uploaded for a refused save stands in for the stored one, through a second refusal too (its
  // hidden field sends it back), as the blog's cover does.
  const image = reply?.pending?.[0] ?? (fields.keepImage.value as string | undefined) ?? item?.image.url;
  return (
    <ContentEditPage
      kind="gallery"
      loaded={loaderData}
      name={(lang === 'ar' && item?.titleAr) || item?.title}
      editor={page}
    >
      {item && <RevisionField field={fields.revisionWas} revision={item.revision} />}
      <FormSection title={t('adminContent.gallery.picture')}>
        <PictureField
          kept={image}
          keptName="keepImage"
          field={fields.newImage}
          label={t(image ? 'adminContent.gallery.replacePicture' : 'adminContent.gallery.choosePicture')}
          alt={t('adminContent.gallery.pictureAlt')}
        />
      </FormSection>
      <FormSection title={t('adminContent.texts')}>
        <Bilingual>
          <TwinFields fields={fields} name="title" labels="adminContent.gallery.field" />
          <TwinFields fields={fields} name="description" labels="adminContent.gallery.field" textarea />
        </Bilingual>
      </FormSection>
    </ContentEditPage>
  );
});
