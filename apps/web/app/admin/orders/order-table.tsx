import type { ReactNode } from 'react';

/**
 * A data table in its own scrolling box: on a phone a wide table scrolls inside the box, never the page
 * (issue 7: no page scrolls sideways). The box is focusable and named so keyboard users can scroll it.
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
export const fieldClass =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-leaf-600 focus:ring-2 focus:ring-leaf-600/30 focus:outline-none aria-[invalid=true]:border-red-600';
export const primaryAction =
  'inline-flex items-center justify-center rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800 disabled:opacity-60';
export const secondaryAction =
  'inline-flex items-center justify-center rounded-lg border border-leaf-200 bg-white px-4 py-2 font-semibold text-leaf-800 hover:bg-leaf-50';
export const dangerAction =
  'inline-flex items-center justify-center rounded-lg border border-red-300 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60';
