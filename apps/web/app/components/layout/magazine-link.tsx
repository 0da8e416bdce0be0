import { useId } from 'react';
import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';
import { MAGAZINE_PATH } from '#app/lib/documents';

/** Downloads the magazine as Magazine.pdf; the tooltip shows on hover and on keyboard focus. */
export function MagazineLink({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  const tooltipId = useId();
  return (
    <span className="group/magazine relative inline-flex">
      <a
        href={MAGAZINE_PATH}
        download="Magazine.pdf"
        aria-describedby={tooltipId}
        className={`inline-flex items-center gap-1.5 ${className}`}
      >
        <Icon name="download" width={16} height={16} />
        {t('nav.magazine')}
      </a>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none absolute top-full start-0 z-50 mt-2 w-max max-w-56 rounded bg-gray-900 px-2 py-1 text-xs text-white opacity-0 transition-opacity group-hover/magazine:opacity-100 group-focus-within/magazine:opacity-100"
      >
        {t('nav.magazineTooltip')}
      </span>
    </span>
  );
}
