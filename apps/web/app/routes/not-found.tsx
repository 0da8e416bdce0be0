import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundPage } from '#app/components/not-found-page';
import { notFoundMeta } from '#app/lib/seo';
import { siteFromMatches } from '#app/lib/site';

// Catch-all for unknown URLs: the styled page with a real 404 status (search engines must not index it).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { lang } = siteFromMatches(matches);
  return [...notFoundMeta(lang), { name: 'robots', content: 'noindex' }];
};

export default function NotFound() {
  return <NotFoundPage />;
}
