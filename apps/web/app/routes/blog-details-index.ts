import { redirect } from 'react-router';

// /blog-details without a post names nothing: the list is where posts are found (docs/decisions/013-real-blog.md).
export function loader() {
  return redirect('/blog-list');
}
