import { useId, useState } from 'react';
import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';
import { MAGAZINE_PATH } from '#app/lib/documents';

/**
 * Downloads the magazine as Magazine.pdf. The tooltip shows on hover and on keyboard focus, stays while the
 * pointer moves onto it, and Escape hides it until the link is left (WCAG 1.4.13).
 */
export function MagazineLink({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span
      className="group/magazine relative inline-flex"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      <a
        href={MAGAZINE_PATH}
        download="Magazine.pdf"
        aria-describedby={tooltipId}
        className={`inline-flex items-center gap-1.5 ${className}`}
      >
        <Icon name="download" width={16} height={16} />
        {t('nav.magazine')}
      </a>
      {/* Its top padding bridges the gap below the link, so the pointer can move onto it. */}
      <span
        id={tooltipId}
        role="tooltip"
        className={`pointer-events-none absolute top-full start-0 z-50 pt-2 opacity-0 transition-opacity group-hover/magazine:pointer-events-auto group-hover/magazine:opacity-100 group-focus-within/magazine:opacity-100 ${dismissed ? 'invisible' : ''}`}
      >
        <span className="block w-max max-w-56 rounded bg-gray-900 px-2 py-1 text-xs text-white">
          {t('nav.magazineTooltip')}
        </span>
      </span>
    </span>
  );
}
