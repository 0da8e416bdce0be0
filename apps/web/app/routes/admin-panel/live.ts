import { data } from 'react-router';
import type { Route } from './+types/live';
import { LIVE_BASE, liveRoutes } from '#app/admin/live';
import { readFor } from '#app/lib/api.server';
import { PERSONAL_PAGE } from '#app/lib/page-cache';
import { getSession, signedInOf } from '#app/lib/session.server';

const NO_STORE = { 'Cache-Control': PERSONAL_PAGE };

/** A path parameter's segment: what the API accepts in one (ids, kinds); never a dot segment or a slash. */
const SEGMENT = '[A-Za-z0-9_-]+';

/** The contract paths the open admin pages refresh (app/admin/live.tsx), as patterns of whole paths. */
const READABLE = Object.values(liveRoutes).map(
  (route) => new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, SEGMENT)}$`),
);

/**
 * The live admin data as the API answers it, for the open page's periodic refresh: GET only, and only the
 * contract routes `liveRoutes` names. A resource route: it answers with status codes rather than redirects,
 * since a script reads it. The API decides the role again and checks the query; this check only saves it a
 * call.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.slice(LIVE_BASE.length);
  if (!READABLE.some((pattern) => pattern.test(path)))
    return data({ code: 'notFound' }, { status: 404, headers: NO_STORE });
  const signedIn = signedInOf(await getSession(request));
  if (!signedIn) return data({ code: 'loginRequired' }, { status: 401, headers: NO_STORE });
  if (signedIn.user.role !== 'Admin') return data({ code: 'forbidden' }, { status: 403, headers: NO_STORE });
  const res = await readFor(request, context, signedIn.token, `${path}${url.search}`);
  return new Response(res.body, {
    status: res.status,
    headers: { 'Content-Type': res.headers.get('content-type') ?? 'application/json', ...NO_STORE },
  });
}
