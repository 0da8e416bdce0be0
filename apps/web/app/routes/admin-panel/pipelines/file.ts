import { objectIdSchema } from '@farm/contract';
import type { Route } from './+types/file';
import { fileDownload } from '#app/admin/file-download.server';
import { bodyOrNotFound, notFound, successOrNotFound } from '#app/lib/api.server';
import { isShownPhoto } from '#app/routes/admin-panel/pipelines/photo';
import { pipelineApi } from '#app/routes/admin-panel/pipelines/section.server';

/**
 * A request's CV or photo, for admins: the API hands it out as an attachment only with an admin's token,
 * which this resource route adds; the browser gets the file with the API's name and length, passed on as
 * it comes rather than held here whole (docs/decisions/273-file-downloads-streamed.md).
 *
 * `?view` shows a photo in the page (its thumbnail, or large in a tab of its own). Only photos: the API
 * re-encoded them when they arrived, so their bytes are plain pictures of the stored type. A CV is never
 * shown inline, whatever is asked (docs/decisions/041-uploads.md).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = await pipelineApi(request, context);
  const id = objectIdSchema.safeParse(params.id);
  const fileId = objectIdSchema.safeParse(params.fileId);
  if (!id.success || !fileId.success) notFound();
  const view = new URL(request.url).searchParams.has('view');
  const photo = view ? await photoOf(api, id.data, fileId.data) : undefined;
  if (view && !photo) notFound();
  const res = successOrNotFound(
    await api.pipelines.downloadSubmissionFile({ params: { id: id.data, fileId: fileId.data } }),
  );
  return fileDownload(request, res, {
    type: photo?.contentType ?? 'application/octet-stream',
    disposition: photo ? 'inline' : (res.headers.get('content-disposition') ?? 'attachment'),
  });
}

type PipelineApi = Awaited<ReturnType<typeof pipelineApi>>['api'];

/** The request's file when it is a photo of a type the upload check lets through; otherwise undefined. */
async function photoOf(api: PipelineApi, id: string, fileId: string) {
  const record = bodyOrNotFound(await api.pipelines.getSubmission({ params: { id } })).data;
  return record.files.find((file) => file.fileId === fileId && isShownPhoto(record, file));
}
