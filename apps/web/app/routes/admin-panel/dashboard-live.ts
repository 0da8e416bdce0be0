import { data } from 'react-router';
import type { Route } from './+types/dashboard-live';
import { apiFor } from '#app/lib/api.server';
import { PERSONAL_PAGE } from '#app/lib/page-cache';
import { getSession, signedInOf } from '#app/lib/session.server';

const NO_STORE = { 'Cache-Control': PERSONAL_PAGE };

/**
 * The dashboard's figures as JSON for the open page's periodic refresh (app/admin/dashboard/live.ts). A
 * resource route: it answers with status codes rather than redirects, since a script reads it. The API
 * decides the role again; this check only saves it a call.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = signedInOf(await getSession(request));
  if (!signedIn) return data({ code: 'loginRequired' }, { status: 401, headers: NO_STORE });
  if (signedIn.user.role !== 'Admin') return data({ code: 'forbidden' }, { status: 403, headers: NO_STORE });
  // A script reads this answer: the API's own status goes back to it, never a redirect.
  const api = apiFor(request, context, { token: signedIn.token, readsRefusals: true });
  const res = await api.admin.dashboard();
  return data(res.body, { status: res.status, headers: NO_STORE });
}
