import { parseWithZod } from '@conform-to/zod';
import { postFormSchema } from '@farm/contract';
import { Link } from 'react-router';
import type { Route } from './+types/blog-edit';
import { z } from 'zod';
import { accountMeta } from '#app/lib/account-meta';
import { CheckboxField, Field, writtenIn } from '#app/components/forms';
import { Button, buttonVariants } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { type Api, type ApiAnswer, formReply, pathParam, type Replied, tryApi } from '#app/lib/api.server';
import { answerMessage } from '#app/i18n/api-messages';
import { type Language, translate } from '#app/i18n/messages';
import {
  Bilingual,
  FormSection,
  Panel,
  startsAfreshOnSave,
  useEditorForm,
} from '#app/routes/admin-panel/editor/edit-page';
import { PictureField } from '#app/routes/admin-panel/editor/picture-fields';
import { ContentEditPage, contentList, contentTitle } from '#app/routes/admin-panel/editor/content-edit-page';
import { RevisionField } from '#app/routes/admin-panel/editor/revision-field';
import { TwinFields } from '#app/routes/admin-panel/editor/twin-fields';
import type { EditorReply } from '#app/routes/admin-panel/editor/editor-reply';
import { adminEditor, pickedFiles, uploadPictures } from '#app/routes/admin-panel/editor/editor.server';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(matches, contentTitle('blog', Boolean(params.id)));

const LIST = contentList('blog');

/** The preview does not ask for a valid post: it renders whatever Markdown is there, so nothing fails. */
const previewSchema = z.custom<z.input<typeof postFormSchema>>(() => true);

// blogs/blogs-create writes a new post; blogs-create/:id edits post :id.
const editor = adminEditor({
  schema: postFormSchema,
  audit: 'post',
  listPath: LIST,
  editPath: (id) => `/admin-panel/blogs/blogs-create/${id}`,
  read: (api, id) => api.content.adminGetPost({ params: { id: pathParam(id) } }),
  create: (api, body) => api.content.createPost({ body }),
  update: (api, id, body) => api.content.updatePost({ params: { id: pathParam(id) }, body }),
  remove: (api, id) => api.content.deletePost({ params: { id: pathParam(id) } }),
  fileField: 'newCover',
  toBody: ({ keepCover, newCover: _file, ...fields }, uploaded) => {
    const cover = uploaded[0] ?? keepCover;
    return cover ? { ...fields, cover: { url: cover } } : { fieldErrors: { newCover: ['required'] } };
  },
  intents: { preview },
});
// Exported one by one: React Router removes a route's server exports from the browser build by name.
export const loader = editor.loader;
export const action = editor.action;

/**
 * The Preview button: both bodies rendered by the API's Markdown renderer and sanitiser (the very ones the
 * public post page uses), the form handed back as it was typed. A cover picked meanwhile is stored now,
 * so it is not lost with the round trip (a browser cannot refill a file input).
 */
async function preview(api: Api, formData: FormData, lang: Language): Promise<Replied<EditorReply>> {
  // A refusal or an API out of reach is said, with the form as typed: never a blank preview, never the
  // error page in place of the editor (an API that gave no answer makes it a 503: formReply). The first
  // refusal met is the one said.
  let failed: { refusal: unknown; answer: ApiAnswer } | undefined;
  const render = async (name: string) => {
    const markdown = formData.get(name);
    if (typeof markdown !== 'string' || markdown.trim() === '') return '';
    const res = await tryApi(() => api.adminContent.previewPost({ body: { body: markdown } }));
    if (res?.status === 200) return res.body.data.html;
    failed ??= { refusal: res?.body, answer: res };
    return '';
  };
  const upload = await uploadPictures(api, pickedFiles(formData, 'newCover'));
  const [en, ar] = await Promise.all([render('body'), render('bodyAr')]);
  if ('refused' in upload) failed ??= { refusal: upload.refused, answer: upload.answer };
  const {
    newCover: _file,
    intent: _intent,
    ...typed
  } = parseWithZod(formData, { schema: previewSchema }).payload;
  const pending = 'urls' in upload ? upload.urls : [];
  const result = { initialValue: typed as Record<string, string> };
  if (failed)
    return formReply(
      {
        result,
        pending,
        failure: answerMessage(lang, failed.refusal, translate(lang, 'adminContent.blog.previewFailed')),
      },
      failed.answer,
    );
  return { result, preview: { en, ar }, pending };
}

export default startsAfreshOnSave(function BlogEdit({ loaderData }: Route.ComponentProps) {
  const { record: post } = loaderData;
  const { t, lang } = useI18n();
  const page = useEditorForm(
    'post-form',
    postFormSchema,
    post ? { ...post, keepCover: post.cover.url } : { published: false },
    (formData) => (formData.get('intent') === 'preview' ? previewSchema : postFormSchema),
  );
  const { fields, reply } = page;
  const cover = reply?.pending?.[0] ?? (fields.keepCover.value as string | undefined) ?? post?.cover.url;
  const bodyHint = t('adminContent.blog.field.bodyHint');
  return (
    <ContentEditPage
      kind="blog"
      loaded={loaderData}
      name={(lang === 'ar' && post?.titleAr) || post?.title}
      editor={page}
      // Enter in a one-line field saves, rather than pressing Preview, the form's first button.
      enterSaves
      header={
        post?.published && (
          <p className="mt-2">
            <Link
              to={`/blog-details/${post.slug}`}
              className={buttonVariants({ variant: 'link', size: 'xs' })}
            >
              {t('adminContent.blog.viewLive')}
            </Link>
          </p>
        )
      }
    >
      {post && <RevisionField field={fields.revisionWas} revision={post.revision} />}
      <FormSection title={t('adminContent.texts')}>
        <Bilingual>
          <TwinFields fields={fields} name="title" labels="adminContent.blog.field" />
          <TwinFields fields={fields} name="excerpt" labels="adminContent.blog.field" textarea={3} />
          <TwinFields
            fields={fields}
            name="body"
            labels="adminContent.blog.field"
            textarea={14}
            hint={bodyHint}
            hintAr={bodyHint}
          />
        </Bilingual>
        <Button type="submit" name="intent" value="preview" formNoValidate variant="secondary">
          {t('adminContent.blog.preview')}
        </Button>
      </FormSection>

      {reply?.preview && <Preview en={reply.preview.en} ar={reply.preview.ar} />}

      <FormSection title={t('adminContent.blog.cover')}>
        <PictureField
          kept={cover}
          keptName="keepCover"
          field={fields.newCover}
          label={t(cover ? 'adminContent.blog.replaceCover' : 'adminContent.blog.chooseCover')}
          alt={t('adminContent.blog.coverAlt')}
        />
      </FormSection>

      <FormSection title={t('adminContent.blog.publishing')}>
        <Bilingual>
          <Field
            field={fields.slug}
            label={t('adminContent.field.slug')}
            hint={t('adminContent.blog.field.slugHint')}
            inputProps={writtenIn('en')}
          />
          {/* An empty cell beside the slug, as tall as a field (four rows of the grid), so the author's two
              names share the row below. */}
          <span aria-hidden="true" className="row-span-4" />
          <TwinFields fields={fields} name="author" labels="adminContent.blog.field" />
        </Bilingual>
        <CheckboxField
          field={fields.published}
          label={t('adminContent.blog.field.published')}
          hint={t('adminContent.blog.field.publishedHint')}
        />
      </FormSection>
    </ContentEditPage>
  );
});

/** The bodies as readers will see them, each in its own language and direction. */
function Preview({ en, ar }: { en: string; ar: string }) {
  const { t } = useI18n();
  return (
    <Panel id="preview-title" title={t('adminContent.blog.previewTitle')} tone="leaf">
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
    </Panel>
  );
}
