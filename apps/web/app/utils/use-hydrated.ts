import { useEffect, useState } from 'react';

/**
 * False on the server and in the first render in the browser, true once React has hydrated: for markup
 * that only makes sense with JavaScript (or only without it), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
