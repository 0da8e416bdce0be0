import { type AppLoadContext, data } from 'react-router';
import { languageOf } from '../../../lib/language.server';
import { onBehalfOf } from '../../../lib/api.server';
import { bearer, endSessionOn401, forbidden, requireAdmin } from '../../../lib/session.server';
import { type PipelineSection, sectionOfPath } from './sections';

/** The admin behind a pipeline request, the headers for their API calls, and the section of the URL. */
export async function pipelineCaller(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request);
  const section = sectionOfPath(new URL(request.url).pathname);
  // The route table only maps the sections' paths here; anything else is no page of ours.
  if (!section) throw data(null, { status: 404 });
  const lang = languageOf(request);
  return { token, lang, section, headers: { ...onBehalfOf(context, lang), ...bearer(token) } };
}

/**
 * What every admin page does with the API's status: a 401 ends the session (to /login), a 403 is the
 * forbidden answer (the account is no longer an admin), a 404 (or a 400 for a malformed id in the URL)
 * is the not-found page.
 */
export async function checkAnswer(request: Request, status: number): Promise<void> {
  await endSessionOn401(request, status);
  if (status === 403) throw await forbidden(request);
  if (status === 404 || status === 400) throw data(null, { status: 404, statusText: 'Not Found' });
}

export type { PipelineSection };
