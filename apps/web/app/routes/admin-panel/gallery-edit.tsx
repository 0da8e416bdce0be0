import { getFormProps, useForm } from '@conform-to/react';
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
import { galleryFormSchema } from '@farm/contract';
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
  FormFailure,
  FormSection,
  SaveRow,
} from '../../admin/content/admin-fields';
import type { AdminReply } from '../../admin/content/admin-reply';
import { deletedReply, refusedReply, savedReply } from '../../admin/content/admin-reply.server';
import { PictureField } from '../../admin/content/picture-field';
import { AuditTrail } from '../../admin/audit-trail';
import { loadAuditTrail } from '../../admin/audit.server';
import { readFormData } from '../../enquiries/read-form.server';
import { apiMessage } from '../../i18n/api-messages';
import { useI18n } from '../../i18n/context';
import { api, pathParam } from '../../lib/api.server';

export const meta: MetaFunction = ({ matches, params }) =>
  accountMeta(matches, params.id ? 'adminContent.gallery.editTitle' : 'adminContent.gallery.newTitle');

const LIST = '/admin-panel/gallery';
const EDIT = '/admin-panel/gallery/add-gallery';

// gallery/add-gallery adds a picture; add-gallery/:id edits item :id.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const caller = await adminCaller(request, context);
  if (!params.id) return { item: null, trail: [], deleting: false };
  const item = (
    await mustRead(
      request,
      await api.adminContent.adminGetGalleryItem({
        params: { id: pathParam(params.id) },
        extraHeaders: caller.headers,
      }),
    )
  ).data;
  const trail = await loadAuditTrail(request, context, caller.token, 'galleryItem', item._id);
  return { item, trail, deleting: new URL(request.url).searchParams.has('delete') };
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
      await api.content.deleteGalleryItem({
        params: { id: pathParam(params.id) },
        extraHeaders: caller.headers,
      }),
      LIST,
    );

  const submission = parseWithZod(formData, { schema: galleryFormSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['newImage'] }) };
  const { keepImage, newImage, ...texts } = submission.value;
  const upload = await uploadImages(request, caller, newImage ? [newImage] : []);
  if (!upload.ok) return refusedReply(submission, lang, upload.body, ['newImage']);
  const url = upload.urls[0] ?? keepImage;
  if (!url) return { result: submission.reply({ fieldErrors: { newImage: ['required'] } }) };
  // The API makes the picture's narrower renditions from the stored file (PictureStore.fromStoredUrl).
  const body = { ...texts, image: { url } };
  return savedReply(
    request,
    lang,
    params.id
      ? await api.content.updateGalleryItem({
          params: { id: pathParam(params.id) },
          body,
          extraHeaders: caller.headers,
        })
      : await api.content.createGalleryItem({ body, extraHeaders: caller.headers }),
    { submission, fileFields: ['newImage'], uploaded: upload.urls, editPage: (id) => `${EDIT}/${id}` },
  );
}

export default function GalleryEdit() {
  const { item, trail, deleting } = useLoaderData<typeof loader>();
  const reply = useActionData<AdminReply>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useI18n();
  const [form, fields] = useForm({
    id: 'gallery-form',
    lastResult: reply?.result,
    defaultValue: item ? { ...item, keepImage: item.image.url } : undefined,
    constraint: getZodConstraint(galleryFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: galleryFormSchema }),
  });
  const image = reply?.pending?.[0] ?? item?.image.url;
  const title = t(item ? 'adminContent.gallery.editTitle' : 'adminContent.gallery.newTitle');

  if (item && deleting)
    return (
      <DeletePage
        heading={title}
        back={LIST}
        backLabel={t('adminContent.gallery.back')}
        title={t('adminContent.gallery.deleteTitle', { name: item.title })}
        text={t('adminContent.gallery.deleteText')}
        failure={reply?.failure}
      />
    );

  return (
    <div>
      <AdminHeading title={title} back={LIST} backLabel={t('adminContent.gallery.back')} />
      <FormFailure message={reply?.failure} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
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
            <AdminField field={fields.title} label={t('adminContent.gallery.field.title')} language="en" />
            <AdminField
              field={fields.titleAr}
              label={t('adminContent.gallery.field.titleAr')}
              language="ar"
            />
            <AdminField
              field={fields.description}
              label={t('adminContent.gallery.field.description')}
              language="en"
              rows={4}
            />
            <AdminField
              field={fields.descriptionAr}
              label={t('adminContent.gallery.field.descriptionAr')}
              language="ar"
              rows={4}
            />
          </Bilingual>
        </FormSection>
        <SaveRow
          label={t(item ? 'adminContent.saveChanges' : 'adminContent.gallery.create')}
          busy={busy}
          deleteLabel={item ? t('adminContent.gallery.delete') : undefined}
        />
      </Form>
      {item && <AuditTrail entries={trail} />}
    </div>
  );
}
