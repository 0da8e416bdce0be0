import { messageRef } from '@farm/contract';
import { fieldErrorsOf } from '#app/i18n/api-messages';
import { type Api, type ApiAnswer, tryApi } from '#app/lib/api.server';
import { pickedFiles } from '#app/routes/admin-panel/editor/editor.server';

/**
 * Stores the service form's picked video through POST /admin/videos (the API checks its bytes) and names
 * it as the new video's address, so the file is not lost when the rest of the form is refused. A link and
 * a file together are refused before anything is stored.
 */
export async function storePickedVideo(
  api: Api,
  formData: FormData,
): Promise<{ fieldErrors: Record<string, string[]>; answer?: ApiAnswer } | undefined> {
  const [file] = pickedFiles(formData, 'newVideoFile');
  formData.delete('newVideoFile');
  if (!file) return undefined;
  const link = formData.get('newVideoUrl');
  if (typeof link === 'string' && link.trim() !== '')
    return { fieldErrors: { newVideoFile: [messageRef('videoOneSource')] } };
  const body = new FormData();
  body.append('video', file, file.name);
  const res = await tryApi(() => api.adminVideos.uploadVideo({ body }));
  if (res?.status === 201) {
    formData.set('newVideoUrl', res.body.data.url);
    return undefined;
  }
  const errors = fieldErrorsOf(res?.body);
  return {
    fieldErrors: { newVideoFile: errors ? Object.values(errors).flat() : [messageRef('serviceUnavailable')] },
    answer: res,
  };
}
