import { redirect } from 'react-router';

// The empty path has no screen of its own (spec section 2).
export function loader() {
  return redirect('/home');
}
