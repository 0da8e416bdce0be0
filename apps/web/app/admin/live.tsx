import { admin, DASHBOARD_REFRESH_MS, pipelines } from '@farm/contract';
import { initContract, tsRestFetchApi } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * The admin data that changes while a page stays open: the dashboard's figures and a pipeline's list of
 * requests. The routes are the shared contract's own, so the react-query hooks are typed by the schemas the
 * API answers with. The browser never holds the API token: it asks this web server under `LIVE_BASE`, and
 * the resource route there (routes/admin-panel/live.ts) reads these routes, and no other, for the
 * signed-in admin.
 */
export const LIVE_BASE = '/admin-panel/live';

export const liveRoutes = initContract().router({
  dashboard: admin.dashboard,
  submissions: pipelines.listSubmissions,
});

export const liveAdmin = initTsrReactQuery(liveRoutes, {
  baseUrl: LIVE_BASE,
  // Same-origin: the session cookie goes along; nothing else is needed.
  credentials: 'same-origin',
  // A refresh still on its way when the admin leaves the page is let finish rather than aborted: an aborted
  // fetch surfaces as an uncaught "signal is aborted" error in the page, and the answer is one small GET.
  api: ({ signal: _signal, fetchOptions, ...call }) =>
    tsRestFetchApi({ ...call, fetchOptions: { ...fetchOptions, signal: undefined } }),
});

/**
 * How often an open admin page asks for fresh data, and when it asks too (the tab shown again). The loader's
 * data counts as fresh for one period, so a page that has just loaded does not ask for the same again.
 */
export const LIVE_OPTIONS = {
  staleTime: DASHBOARD_REFRESH_MS,
  refetchInterval: DASHBOARD_REFRESH_MS,
  refetchOnWindowFocus: 'always',
  retry: false,
} as const;

/**
 * The query cache of one open admin page: created with the page and gone with it, so a page opened again
 * starts from its loader's data, never from what an earlier visit cached.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <liveAdmin.ReactQueryProvider>{children}</liveAdmin.ReactQueryProvider>
    </QueryClientProvider>
  );
}

/**
 * When the page's loader data arrived: when the page was rendered with it first. A loader that runs again
 * gives new data, and so a new time.
 */
export function useLoadedAt(loaderData: unknown): number {
  const [seen, setSeen] = useState(() => ({ loaderData, at: Date.now() }));
  if (seen.loaderData === loaderData) return seen.at;
  const next = { loaderData, at: Date.now() };
  setSeen(next);
  return next.at;
}

type Answer = { status: number; body: unknown };
type Ok<Q extends Answer> = Extract<Q, { status: 200 }>;

/**
 * What a live page shows: the loader's data, or the last refresh when it came later. A loader that runs
 * again (a link to the same page, a filter sent) replaces an older refresh, so the page never goes back in
 * time. `loadedAt` is when this loader data arrived.
 */
export function newest<Q extends Answer>(
  loaded: Ok<Q>['body'],
  loadedAt: number,
  query: { data?: Q; dataUpdatedAt: number },
): Ok<Q>['body'] {
  const answer = query.data;
  const ok = (a: Q): a is Ok<Q> => a.status === 200;
  return answer && ok(answer) && query.dataUpdatedAt > loadedAt ? answer.body : loaded;
}
