import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { translator } from '#app/i18n/messages';
import { toast } from '#app/components/feedback/toast-model';
import { languageOf } from '#app/lib/language.server';
import { apiFor } from '#app/lib/api.server';
import { signOut } from '#app/lib/session.server';

/**
 * The profile menu's Logout posts here (docs/product-rules.md §4): the session ends (so cart and wishlist counts read 0),
 * and /login says 'Logged Out: You have been logged out successfully.'
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = languageOf(request);
  const t = translator(lang);
  return signOut(
    request,
    context,
    (token) => apiFor(request, context, { token, readsRefusals: true }),
    toast('success', t('logout.title'), t('logout.message')),
  );
}

// Logging out changes state, so a plain visit (a prefetch, a crawler) does nothing.
export function loader() {
  return redirect('/home');
}
