import { type LoaderFunctionArgs, data } from 'react-router';
import { objectIdSchema } from '@farm/contract';
import { api } from '../../../lib/api.server';
import { checkAnswer, pipelineCaller } from './admin-api.server';

/**
 * A request's CV or photo, for admins: the API hands it out as an attachment only with an admin's token,
 * which this resource route adds; the browser gets the file with the API's name and headers.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { headers } = await pipelineCaller(request, context);
  const id = objectIdSchema.safeParse(params.id);
  const fileId = objectIdSchema.safeParse(params.fileId);
  if (!id.success || !fileId.success) throw data(null, { status: 404 });
  const res = await api.pipelines.downloadSubmissionFile({
    params: { id: id.data, fileId: fileId.data },
    extraHeaders: headers,
  });
  await checkAnswer(request, res.status);
  if (res.status !== 200) throw new Error(`The API answered ${res.status}`);
  return new Response(res.body as Blob, {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': res.headers.get('content-disposition') ?? 'attachment',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
