import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { accountMeta } from '#app/lib/account-meta';
import { NotFoundPage } from '#app/components/not-found-page';
import { requireAdmin } from '#app/lib/session.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'notFound.meta.title');

/**
 * Any /admin-panel/* path without a screen (the sidebar lists sections whose screens arrive with the admin
 * issue). The guard runs first, so such a path tells an anonymous visitor or a customer nothing more than
 * a real admin screen would (docs/decisions/007-admin-guard.md); an admin gets the 404 inside the admin layout.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return <NotFoundPage />;
}
