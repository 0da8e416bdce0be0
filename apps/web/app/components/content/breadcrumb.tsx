import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '#app/i18n/context';

const tones = {
  dark: { nav: 'text-gray-700', link: 'hover:text-leaf-800', current: 'font-medium text-gray-900' },
  /** On the green band of a page's opening. */
  light: { nav: 'text-leaf-50', link: 'hover:text-white', current: 'font-semibold text-white' },
};

/**
 * Where a page sits: links from Home down, then the page itself when given (`aria-current`). The slashes
 * between are hidden from screen readers, which announce the list.
 */
export function Breadcrumb({
  trail = [],
  current,
  tone = 'dark',
}: {
  /** The steps between Home and the page. */
  trail?: { to: string; label: ReactNode }[];
  current?: ReactNode;
  tone?: keyof typeof tones;
}) {
  const { t } = useI18n();
  const classes = tones[tone];
  return (
    <nav aria-label={t('nav.breadcrumb')} className={`text-sm ${classes.nav}`}>
      <ol className="flex flex-wrap items-center gap-2">
        {[{ to: '/home', label: t('nav.home') }, ...trail].map((step, index) => (
          <Fragment key={step.to}>
            {index > 0 && <li aria-hidden="true">/</li>}
            <li>
              <Link to={step.to} className={`${classes.link} hover:underline`}>
                {step.label}
              </Link>
            </li>
          </Fragment>
        ))}
        {current && (
          <>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className={classes.current}>
              {current}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}
