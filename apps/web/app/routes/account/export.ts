import type { Route } from './+types/export';
import { bodyOrNotFound, userApi } from '#app/lib/api.server';
import { PERSONAL_PAGE } from '#app/lib/page-cache';

// /account/export: everything the shop keeps about the signed-in customer, as a JSON file to download
// (resource route, no page around it; docs/decisions/243-download-my-data.md). Signed out, the visitor is
// sent to the login form and back here.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await userApi(request, context);
  const data = bodyOrNotFound(await api.account.exportAccount()).data;
  const day = data.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-account-data-${day}.json"`,
      'Cache-Control': PERSONAL_PAGE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
