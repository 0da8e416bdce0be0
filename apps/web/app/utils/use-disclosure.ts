import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Progressive enhancement for a <details> menu (it opens and closes without JavaScript): once hydrated it
 * also closes after a navigation, on Escape (focus back to its summary), on a click outside it, and when the
 * keyboard's focus moves on past it (an open menu left behind covered the page, and the phone menu's panel
 * hid where the focus went).
 */
export function useDisclosure<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const details = ref.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    }
    // On `click`, not `pointerdown`: closing a <details> in the middle of a pointer sequence crashed the
    // Chromium renderer in our tests.
    function onClick(event: MouseEvent) {
      const details = ref.current;
      if (!details?.open || !(event.target instanceof Element)) return;
      // A backdrop inside the menu (the mobile menu's dimmed page) counts as outside.
      if (!details.contains(event.target) || event.target.closest('[data-backdrop]')) details.open = false;
    }
    // Only a move to another element of the page: none (the window left, a click on nothing) keeps it open.
    // Listened to on the document, as the others: the menu may be rendered after this runs (the profile
    // menu appears on signing in).
    function onFocusOut(event: FocusEvent) {
      const details = ref.current;
      const next = event.relatedTarget;
      if (!details?.open || !(event.target instanceof Node) || !details.contains(event.target)) return;
      if (next instanceof Node && !details.contains(next)) details.open = false;
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    document.addEventListener('focusout', onFocusOut, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusout', onFocusOut, true);
    };
  }, []);

  return ref;
}
