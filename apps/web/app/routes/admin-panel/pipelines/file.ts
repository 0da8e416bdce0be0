import type { LoaderFunctionArgs } from 'react-router';
import { objectIdSchema } from '@farm/contract';
import { bodyOrNotFound, notFound } from '#app/lib/api.server';
import { pipelineApi } from '#app/routes/admin-panel/pipelines/section.server';

/**
 * A request's CV or photo, for admins: the API hands it out as an attachment only with an admin's token,
 * which this resource route adds; the browser gets the file with the API's name and headers.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await pipelineApi(request, context);
  const id = objectIdSchema.safeParse(params.id);
  const fileId = objectIdSchema.safeParse(params.fileId);
  if (!id.success || !fileId.success) notFound();
  const res = await api.pipelines.downloadSubmissionFile({
    params: { id: id.data, fileId: fileId.data },
  });
  return new Response(bodyOrNotFound(res) as Blob, {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': res.headers.get('content-disposition') ?? 'attachment',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
