import type { ReactNode } from 'react';
import { useI18n } from '#app/i18n/context';

/**
 * The frame of a table that may be wider than a phone: a region named after the table that the keyboard
 * can focus and scroll with the arrow keys, with shadows on the edges that have more columns and, on
 * narrow screens, a line saying the table scrolls sideways.
 */
export function ScrollTable({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <p aria-hidden="true" className="mt-3 text-xs text-gray-600 sm:hidden">
        {t('table.scrollHint')}
      </p>
      {/* Focusable: the keyboard scrolls a table wider than the screen through its region (axe: scrollable-region-focusable). */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className={`scroll-cue overflow-x-auto rounded-xl border border-gray-200 ${className}`}
      >
        {children}
      </div>
    </>
  );
}
