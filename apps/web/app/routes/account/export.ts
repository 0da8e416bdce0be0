import { shopDateOf } from '@farm/contract';
import type { Route } from './+types/export';
import { tryApi, userApi } from '#app/lib/api.server';
import { backToPageAfterLogin } from '#app/lib/download-login.server';
import { PERSONAL_PAGE } from '#app/lib/page-cache';
import { redirectWithAnswer } from '#app/lib/redirect-with-toast.server';

const PROFILE = '/account/profile';

// /account/export: everything the shop keeps about the signed-in customer, as a JSON file to download
// (resource route, no page around it; docs/decisions/243-download-my-data.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const { api } = await userApi(request, context);
    const res = await tryApi(() => api.account.exportAccount());
    if (res?.status !== 200) {
      // Refused (too many downloads) or the API is away: back to the profile page, where the link is, with
      // the reason in a toast, rather than a bare error text in place of the file.
      const titles = { failed: 'account.export.failedTitle', fallback: 'account.export.failed' } as const;
      return redirectWithAnswer(request, res, titles, PROFILE);
    }
    const { data } = res.body;
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="my-account-data-${shopDateOf(Date.parse(data.exportedAt))}.json"`,
        'Cache-Control': PERSONAL_PAGE,
      },
    });
  } catch (thrown) {
    throw backToPageAfterLogin(thrown, PROFILE);
  }
}
