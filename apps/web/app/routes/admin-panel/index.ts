import { redirect } from 'react-router';

// Spec 2: the empty admin path opens the dashboard.
export function loader() {
  return redirect('/admin-panel/dashboard');
}
