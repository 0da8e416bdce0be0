import type { SubmissionAdminQuery, SubmissionKind } from '@farm/contract';
import { data } from 'react-router';
import type { Route } from './+types/live';
import { LIVE_BASE, liveRoutes } from '#app/admin/live';
import { type Api, apiFor, tryApi } from '#app/lib/api.server';
import { PERSONAL_PAGE } from '#app/lib/page-cache';
import { getSession, signedInOf } from '#app/lib/session.server';

const NO_STORE = { 'Cache-Control': PERSONAL_PAGE };

/** A path parameter's segment: what the API accepts in one (ids, kinds); never a dot segment or a slash. */
const SEGMENT = '[A-Za-z0-9_-]+';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Read = (
  api: Api,
  params: Record<string, string>,
  query: Record<string, string>,
) => Promise<{ status: number; body: unknown }>;

/**
 * Each live route's call through the typed client. Its path parameters and query go on as the browser sent
 * them: the API checks them, and its 400 is an answer the page reads like any other.
 */
const reads = {
  dashboard: (api) => api.admin.dashboard(),
  submissions: (api, params, query) =>
    api.pipelines.listSubmissions({
      params: params as { kind: SubmissionKind },
      query: query as unknown as SubmissionAdminQuery,
    }),
} satisfies Record<keyof typeof liveRoutes, Read>;

/** The routes the open admin pages refresh (app/admin/live.tsx), reads only, by their whole path. */
const READABLE = (Object.keys(reads) as (keyof typeof reads)[])
  .map((key) => ({ route: liveRoutes[key], read: reads[key] as Read }))
  .filter(({ route }) => route.method === 'GET')
  .map(({ route, read }) => ({
    read,
    names: [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? ''),
    pattern: new RegExp(
      `^${route.path
        .split(/:[A-Za-z]+/)
        .map(escaped)
        .join(`(${SEGMENT})`)}$`,
    ),
  }));

/**
 * The live admin data as the API answers it, for the open page's periodic refresh: GET only, and only the
 * contract routes `liveRoutes` names. A resource route: it answers with status codes rather than redirects,
 * since a script reads it. The API decides the role again and checks the query; this check only saves it a
 * call.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.slice(LIVE_BASE.length);
  const found = READABLE.map((live) => ({ live, match: live.pattern.exec(path) })).find(({ match }) => match);
  if (!found?.match) return data({ code: 'notFound' }, { status: 404, headers: NO_STORE });
  const signedIn = signedInOf(await getSession(request));
  if (!signedIn) return data({ code: 'loginRequired' }, { status: 401, headers: NO_STORE });
  if (signedIn.user.role !== 'Admin') return data({ code: 'forbidden' }, { status: 403, headers: NO_STORE });
  const { live, match } = found;
  const params = Object.fromEntries(live.names.map((name, i) => [name, match[i + 1] ?? '']));
  const api = apiFor(request, context, { token: signedIn.token, readsRefusals: true });
  const res = await tryApi(() => live.read(api, params, Object.fromEntries(url.searchParams)));
  // The API cannot be reached: the page keeps what it shows and says the refresh failed.
  if (!res) return data({ code: 'unavailable' }, { status: 502, headers: NO_STORE });
  return data(res.body, { status: res.status, headers: NO_STORE });
}
