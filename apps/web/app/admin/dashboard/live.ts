import { dashboardSchema, dataOf, DASHBOARD_REFRESH_MS } from '@farm/contract';
import { initContract } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';

const c = initContract();

/**
 * The one piece of admin data that changes while a page stays open: the dashboard's figures. The browser
 * never holds the API token, so it asks this web server's resource route (routes/admin-panel/dashboard-live.ts),
 * which answers with the API's body for the signed-in admin. Described as a ts-rest contract so the
 * react-query hooks are typed end to end by the same zod schema the API answers with.
 */
const liveContract = c.router({
  dashboard: {
    method: 'GET',
    path: '/admin-panel/dashboard/live',
    responses: { 200: dataOf(dashboardSchema) },
  },
});

export const liveAdmin = initTsrReactQuery(liveContract, {
  baseUrl: '',
  // Same-origin: the session cookie goes along; nothing else is needed.
  credentials: 'same-origin',
});

export { DASHBOARD_REFRESH_MS };
