import type { Route } from './+types/index-redirect';
import { redirectInLanguage } from '#app/lib/language.server';

// The empty path has no screen of its own (docs/product-rules.md §2).
export function loader({ request }: Route.LoaderArgs) {
  return redirectInLanguage(request, '/home');
}
