import type { AppLoadContext } from 'react-router';
import { adminApi, notFound } from '#app/lib/api.server';
import { sectionOfPath } from '#app/routes/admin-panel/pipelines/sections';

/** The admin behind a pipeline request, the API on their behalf, and the section of the URL. */
export async function pipelineApi(request: Request, context: AppLoadContext) {
  const admin = await adminApi(request, context);
  const section = sectionOfPath(new URL(request.url).pathname);
  // The route table only maps the sections' paths here; anything else is no page of ours.
  if (!section) notFound();
  return { ...admin, section };
}
