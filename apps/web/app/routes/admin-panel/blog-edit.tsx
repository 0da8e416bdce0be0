import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { z } from 'zod';
import { postFormSchema } from '@farm/contract';
import { accountMeta } from '../../accounts/account-meta';
import {
  adminCaller,
  ADMIN_FORM_MAX_BYTES,
  mustRead,
  settle,
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
  secondaryButton,
  smallLink,
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
  accountMeta(matches, params.id ? 'adminContent.blog.editTitle' : 'adminContent.blog.newTitle');

const LIST = '/admin-panel/blog';
const EDIT = '/admin-panel/blogs/blogs-create';

/** What the Preview button hands back: the Markdown of both languages as the public page renders it. */
type PostReply = AdminReply & { preview?: { en: string; ar: string } };

/** The preview does not ask for a valid post: it renders whatever Markdown is there, so nothing fails. */
const previewSchema = z.custom<z.input<typeof postFormSchema>>(() => true);

// blogs/blogs-create writes a new post; blogs-create/:id edits post :id.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const caller = await adminCaller(request, context);
  if (!params.id) return { post: null, trail: [], deleting: false };
  const post = (
    await mustRead(
      request,
      await api.content.adminGetPost({ params: { id: pathParam(params.id) }, extraHeaders: caller.headers }),
    )
  ).data;
  const trail = await loadAuditTrail(request, context, caller.token, 'post', post._id);
  return { post, trail, deleting: new URL(request.url).searchParams.has('delete') };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const caller = await adminCaller(request, context);
  const { lang } = caller;
  const formData = await readFormData(request, ADMIN_FORM_MAX_BYTES);
  if (!formData) return { failure: apiMessage(lang, 'payloadTooLarge') } satisfies PostReply;
  const intent = formData.get('intent');

  if (intent === 'delete' && params.id)
    return deletedReply(
      request,
      lang,
      await api.content.deletePost({ params: { id: pathParam(params.id) }, extraHeaders: caller.headers }),
      LIST,
    );

  const submission = parseWithZod(formData, { schema: postFormSchema });
  if (intent === 'preview') return preview(request, caller, formData, submission.payload);
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['newCover'] }) };

  const { keepCover, newCover, ...fields } = submission.value;
  const upload = await uploadImages(request, caller, newCover ? [newCover] : []);
  if (!upload.ok) return refusedReply(submission, lang, upload.body, ['newCover']);
  const cover = upload.urls[0] ?? keepCover;
  if (!cover) return { result: submission.reply({ fieldErrors: { newCover: ['required'] } }) };
  const body = { ...fields, cover: { url: cover } };
  return savedReply(
    request,
    lang,
    params.id
      ? await api.content.updatePost({
          params: { id: pathParam(params.id) },
          body,
          extraHeaders: caller.headers,
        })
      : await api.content.createPost({ body, extraHeaders: caller.headers }),
    { submission, fileFields: ['newCover'], uploaded: upload.urls, editPage: (id) => `${EDIT}/${id}` },
  );
}

/**
 * The Preview button: both bodies rendered by the API's Markdown renderer and sanitiser (the very ones the
 * public post page uses), the form handed back as it was typed. A cover picked meanwhile is stored now,
 * so it is not lost with the round trip (a browser cannot refill a file input).
 */
async function preview(
  request: Request,
  caller: Awaited<ReturnType<typeof adminCaller>>,
  formData: FormData,
  payload: Record<string, unknown>,
): Promise<PostReply> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  const render = async (markdown: string) => {
    if (markdown.trim() === '') return '';
    const res = await settle(
      request,
      await api.adminContent.previewPost({ body: { body: markdown }, extraHeaders: caller.headers }),
    );
    return res.status === 200 ? res.body.data.html : '';
  };
  const picked = formData.get('newCover');
  const upload = picked instanceof File ? await uploadImages(request, caller, [picked]) : undefined;
  const pending = upload?.ok ? upload.urls : [];
  const [en, ar] = await Promise.all([render(text('body')), render(text('bodyAr'))]);
  const { newCover: _file, intent: _intent, ...typed } = payload;
  return { result: { initialValue: typed as Record<string, string> }, preview: { en, ar }, pending };
}

export default function BlogEdit() {
  const { post, trail, deleting } = useLoaderData<typeof loader>();
  const reply = useActionData<PostReply>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useI18n();
  const [form, fields] = useForm<z.input<typeof postFormSchema>>({
    id: 'post-form',
    lastResult: reply?.result,
    defaultValue: post ? { ...post, keepCover: post.cover.url } : { published: false },
    constraint: getZodConstraint(postFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: formData.get('intent') === 'preview' ? previewSchema : postFormSchema,
      }),
  });
  const cover = reply?.pending?.[0] ?? (fields.keepCover.value as string | undefined) ?? post?.cover.url;
  const title = t(post ? 'adminContent.blog.editTitle' : 'adminContent.blog.newTitle');

  if (post && deleting)
    return (
      <DeletePage
        heading={title}
        back={LIST}
        backLabel={t('adminContent.blog.back')}
        title={t('adminContent.blog.deleteTitle', { name: post.title })}
        text={t('adminContent.blog.deleteText')}
        failure={reply?.failure}
      />
    );

  return (
    <div>
      <AdminHeading title={title} back={LIST} backLabel={t('adminContent.blog.back')} />
      {post?.published && (
        <p className="mt-2">
          <Link to={`/blog-details/${post.slug}`} className={smallLink}>
            {t('adminContent.blog.viewLive')}
          </Link>
        </p>
      )}
      <FormFailure message={reply?.failure} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        <FormSection title={t('adminContent.texts')}>
          <Bilingual>
            <AdminField field={fields.title} label={t('adminContent.blog.field.title')} language="en" />
            <AdminField field={fields.titleAr} label={t('adminContent.blog.field.titleAr')} language="ar" />
            <AdminField
              field={fields.excerpt}
              label={t('adminContent.blog.field.excerpt')}
              language="en"
              rows={3}
            />
            <AdminField
              field={fields.excerptAr}
              label={t('adminContent.blog.field.excerptAr')}
              language="ar"
              rows={3}
            />
            <AdminField
              field={fields.body}
              label={t('adminContent.blog.field.body')}
              hint={t('adminContent.blog.field.bodyHint')}
              language="en"
              rows={14}
            />
            <AdminField
              field={fields.bodyAr}
              label={t('adminContent.blog.field.bodyAr')}
              hint={t('adminContent.blog.field.bodyHint')}
              language="ar"
              rows={14}
            />
          </Bilingual>
          <div>
            <button type="submit" name="intent" value="preview" formNoValidate className={secondaryButton}>
              {t('adminContent.blog.preview')}
            </button>
          </div>
        </FormSection>

        {reply?.preview && <Preview en={reply.preview.en} ar={reply.preview.ar} />}

        <FormSection title={t('adminContent.blog.cover')}>
          <PictureField
            kept={cover}
            keptName="keepCover"
            field={fields.newCover}
            label={t(cover ? 'adminContent.blog.replaceCover' : 'adminContent.blog.chooseCover')}
            hint={t('adminContent.image.hintOne')}
            alt={t('adminContent.blog.coverAlt')}
          />
        </FormSection>

        <FormSection title={t('adminContent.blog.publishing')}>
          <Bilingual>
            <AdminField
              field={fields.slug}
              label={t('adminContent.field.slug')}
              hint={t('adminContent.blog.field.slugHint')}
              language="en"
            />
            <AdminField field={fields.author} label={t('adminContent.blog.field.author')} />
          </Bilingual>
          <div>
            <label className="flex items-center gap-2 font-medium text-gray-900">
              <input
                {...getInputProps(fields.published, { type: 'checkbox' })}
                key={fields.published.key}
                className="h-5 w-5 accent-leaf-700"
              />
              {t('adminContent.blog.field.published')}
            </label>
            <p className="text-sm text-gray-600">{t('adminContent.blog.field.publishedHint')}</p>
            <FieldErrors id={fields.published.errorId} errors={fields.published.errors} />
          </div>
        </FormSection>

        <SaveRow
          label={t(post ? 'adminContent.saveChanges' : 'adminContent.blog.create')}
          busy={busy}
          deleteLabel={post ? t('adminContent.blog.delete') : undefined}
        />
      </Form>
      {post && <AuditTrail entries={trail} />}
    </div>
  );
}

/** The bodies as readers will see them, each in its own language and direction. */
function Preview({ en, ar }: { en: string; ar: string }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="preview-title"
      className="mt-6 rounded-xl border border-leaf-200 bg-leaf-50/40 p-5"
    >
      <h2 id="preview-title" className="text-lg font-semibold text-gray-900">
        {t('adminContent.blog.previewTitle')}
      </h2>
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <article aria-label={t('adminContent.blog.previewEn')} lang="en" dir="ltr" className="min-w-0">
          <h3 className="text-sm font-semibold tracking-wide text-gray-600 uppercase">
            {t('adminContent.blog.previewEn')}
          </h3>
          {/* Sanitised by the API, as on the public page: no scripts, event handlers or javascript: links. */}
          <div className="post-body mt-2 break-words" dangerouslySetInnerHTML={{ __html: en }} />
        </article>
        <article aria-label={t('adminContent.blog.previewAr')} lang="ar" dir="rtl" className="min-w-0">
          <h3 className="text-sm font-semibold text-gray-600">{t('adminContent.blog.previewAr')}</h3>
          {ar ? (
            <div className="post-body mt-2 break-words" dangerouslySetInnerHTML={{ __html: ar }} />
          ) : (
            <p className="mt-2 text-gray-700">{t('adminContent.blog.previewArEmpty')}</p>
          )}
        </article>
      </div>
    </section>
  );
}
