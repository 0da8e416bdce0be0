import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true after, and true from the start for anything
 * mounted later (a page reached by a client-side navigation): for markup that only makes sense with
 * JavaScript (or only without it), without a hydration mismatch and without a frame of the other markup
 * on every later mount.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
