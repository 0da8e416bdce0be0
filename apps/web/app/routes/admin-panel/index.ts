import { redirect } from 'react-router';
import { pathInLanguage } from '#app/lib/language.server';
import type { Route } from './+types/index';
import { requireAdmin } from '#app/lib/session.server';

// docs/product-rules.md §2: the empty admin path opens the dashboard. It checks the visitor itself, so a
// customer who types /admin-panel hears why they went home (docs/decisions/007-admin-guard.md) whichever
// of this redirect and the layout's answers first.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(pathInLanguage(request, '/admin-panel/dashboard'));
}
