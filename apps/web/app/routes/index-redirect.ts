import { redirect } from 'react-router';

// The empty path has no screen of its own (docs/product-rules.md §2).
export function loader() {
  return redirect('/home');
}
