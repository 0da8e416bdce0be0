import { redirect } from 'react-router';

// /blog-details without a post names nothing: the list is where posts are found (DECISIONS.md 10).
export function loader() {
  return redirect('/blog-list');
}
