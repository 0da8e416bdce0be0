import type { AppLoadContext } from 'react-router';
import { onBehalfOf } from '../../lib/api.server';
import { languageOf } from '../../lib/language.server';
import { bearer, endSessionOn401, forbidden, requireAdmin } from '../../lib/session.server';

/** The signed-in admin's token and the headers of an API call made on their behalf. */
export async function adminHeaders(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request);
  return { token, headers: { ...onBehalfOf(context, languageOf(request)), ...bearer(token) } };
}

/**
 * What every admin page does with an API answer before reading it: a 401 ends the session (to /login), a
 * 403 sends a former admin home.
 */
export async function refuseUnauthorized(request: Request, status: number): Promise<void> {
  await endSessionOn401(request, status);
  if (status === 403) throw await forbidden(request);
}
