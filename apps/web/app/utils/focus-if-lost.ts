import { useEffect, useRef } from 'react';

/**
 * Gives the element `id` the keyboard's focus when nothing has it any more: what had it has left the page (a
 * removed line's button, a form drawn afresh after it was sent) and the browser put the focus back at the
 * start of the page, where a keyboard or screen-reader user would have to find their way back (WCAG 2.4.3).
 * Looked at on the next frame, once React has put the page and any closing dialog's focus in place.
 */
export function focusIfLost(id: string): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(id)?.focus();
  });
}

/** Calls focusIfLost(`id`) each time `count` changes after the first render (a list that lost a line). */
export function useFocusIfLostOnChange(id: string, count: number): void {
  const seen = useRef(count);
  useEffect(() => {
    if (seen.current === count) return;
    seen.current = count;
    focusIfLost(id);
  }, [id, count]);
}
