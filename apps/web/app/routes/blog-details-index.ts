import type { Route } from './+types/blog-details-index';
import { redirectInLanguage } from '#app/lib/language.server';

// /blog-details without a post names nothing: the list is where posts are found (docs/decisions/013-real-blog.md).
export function loader({ request }: Route.LoaderArgs) {
  return redirectInLanguage(request, '/blog-list');
}
