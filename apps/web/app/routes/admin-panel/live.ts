import { data } from 'react-router';
import type { Route } from './+types/live';
import { LIVE_BASE, liveRoutes } from '#app/admin/live';
import { readFor } from '#app/lib/api.server';
import { PERSONAL_PAGE } from '#app/lib/page-cache';
import { getSession, signedInOf } from '#app/lib/session.server';

const NO_STORE = { 'Cache-Control': PERSONAL_PAGE };

/** A path parameter's segment: what the API accepts in one (ids, kinds); never a dot segment or a slash. */
const SEGMENT = '[A-Za-z0-9_-]+';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The contract paths the open admin pages refresh (app/admin/live.tsx), reads only, as whole-path patterns. */
const READABLE = Object.values(liveRoutes)
  .filter((route) => route.method === 'GET')
  .map(
    (route) =>
      new RegExp(
        `^${route.path
          .split(/:[A-Za-z]+/)
          .map(escaped)
          .join(SEGMENT)}$`,
      ),
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
  let res: Response;
  try {
    res = await readFor(request, context, signedIn.token, `${path}${url.search}`);
  } catch (error) {
    // The API cannot be reached: the page keeps what it shows and says the refresh failed.
    console.error('Could not read live admin data:', error instanceof Error ? error.message : error);
    return data({ code: 'unavailable' }, { status: 502, headers: NO_STORE });
  }
  return new Response(res.body, {
    status: res.status,
    headers: { 'Content-Type': res.headers.get('content-type') ?? 'application/json', ...NO_STORE },
  });
}
