import { getInputProps } from '@conform-to/react';
import { VIDEO_MAX_BYTES, VIDEO_TYPES, serviceFormSchema, videoSourceOf } from '@farm/contract';
import { ErrorList, Field, writtenIn } from '#app/components/forms';
import { ListItemButtons } from '#app/admin/list-item-buttons';
import { useI18n } from '#app/i18n/context';
import { Bilingual, type useEditorForm } from '#app/routes/admin-panel/editor/edit-page';
import { TwinFields } from '#app/routes/admin-panel/editor/twin-fields';

type ServiceFormState = ReturnType<typeof useEditorForm<typeof serviceFormSchema>>;

/** Where a video plays from, as the admin recognises it: the site and its id, or an uploaded file. */
function SourceLabel({ url }: { url: string }) {
  const { t } = useI18n();
  const source = videoSourceOf(url);
  if (!source) return <span dir="ltr">{url}</span>;
  if (source.kind === 'file')
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="text-leaf-700 underline">
        {t('adminContent.video.file')}
      </a>
    );
  return (
    <span dir="ltr">
      {source.kind === 'youtube' ? 'YouTube' : 'Vimeo'} · {source.id}
    </span>
  );
}

/**
 * The service's videos in their page order, each with its titles and move and remove buttons, then the
 * fields of one new video. The buttons are Conform's list intents: they rearrange the list in the page with
 * JavaScript and through a plain post without it (docs/decisions/072-product-form-without-javascript.md);
 * nothing is saved until "Save".
 */
export function VideoFields({ form, fields }: Pick<ServiceFormState, 'form' | 'fields'>) {
  const { t } = useI18n();
  const [en, ar] = [writtenIn('en'), writtenIn('ar')];
  const items = fields.videos.getFieldList();
  const count = items.length;
  const name = fields.videos.name;
  return (
    <>
      {count === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t('adminContent.video.none')}</p>
      ) : (
        <ol className="mt-2 grid gap-4">
          {items.map((item, index) => {
            const n = index + 1;
            const video = item.getFieldset();
            const url =
              typeof video.url.value === 'string' ? video.url.value : String(video.url.initialValue ?? '');
            // Each video's fields are one group named "Video n of count", so its title fields are told apart.
            const headingId = `${form.id}-video-${index}`;
            return (
              <li key={item.key} className="rounded-lg border border-gray-200 p-4">
                <div role="group" aria-labelledby={headingId}>
                  <input {...getInputProps(video.url, { type: 'hidden' })} key={video.url.key} />
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <p id={headingId} className="text-sm font-medium text-gray-800">
                      {t('adminContent.video.nth', { n, count })} · <SourceLabel url={url} />
                    </p>
                    <ListItemButtons
                      form={form}
                      name={name}
                      index={index}
                      count={count}
                      of="adminContent.video"
                    />
                  </div>
                  <ErrorList id={video.url.errorId} errors={video.url.errors} />
                  <Bilingual>
                    <TwinFields fields={video} name="title" labels="adminContent.video" required />
                  </Bilingual>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ErrorList id={fields.videos.errorId} errors={fields.videos.errors} />
      <fieldset className="mt-6 rounded-lg border border-dashed border-leaf-300 p-4">
        <legend className="px-1 font-semibold text-gray-900">{t('adminContent.video.add')}</legend>
        <p className="text-sm text-gray-700">{t('adminContent.video.addHint')}</p>
        <Bilingual>
          <Field
            field={fields.newVideoUrl}
            type="url"
            label={t('adminContent.video.url')}
            hint={t('adminContent.video.urlHint')}
          />
          <Field
            field={fields.newVideoFile}
            type="file"
            label={t('adminContent.video.upload')}
            hint={t('adminContent.video.uploadHint', { max: VIDEO_MAX_BYTES / (1024 * 1024) })}
            inputProps={{ accept: VIDEO_TYPES.join(',') }}
          />
          <Field field={fields.newVideoTitle} label={t('adminContent.video.title')} inputProps={en} />
          <Field field={fields.newVideoTitleAr} label={t('adminContent.video.titleAr')} inputProps={ar} />
        </Bilingual>
      </fieldset>
    </>
  );
}
