import { redirect } from 'react-router';

// docs/product-rules.md §2: the empty admin path opens the dashboard.
export function loader() {
  return redirect('/admin-panel/dashboard');
}
