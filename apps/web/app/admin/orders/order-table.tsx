import type { ReactNode } from 'react';

/**
 * A data table in its own scrolling box: on a phone a wide table scrolls inside the box, never the page
 * (no page scrolls sideways). The box is focusable and named so keyboard users can scroll it.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable). `relative`
    // keeps visually hidden (absolute) cell texts inside the box, or they would widen the page.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative mt-6 overflow-x-auto rounded-xl border border-gray-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-leaf-600"
    >
      {children}
    </div>
  );
}

/** A header cell; add `text-start` or `text-end` to match its column. */
export const th = 'px-4 py-3 font-semibold whitespace-nowrap';
export const td = 'px-4 py-3 align-top';
