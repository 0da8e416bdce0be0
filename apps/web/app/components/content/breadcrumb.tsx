import { Fragment, type ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useI18n } from '#app/i18n/context';
import { breadcrumbJsonLd, serializeJsonLd } from '#app/lib/json-ld';
import type { SiteData } from '#app/lib/site';

const tones = {
  dark: { nav: 'text-gray-700', link: 'hover:text-leaf-800', current: 'font-medium text-gray-900' },
  /** On the green band of a page's opening. */
  light: { nav: 'text-leaf-50', link: 'hover:text-white', current: 'font-semibold text-white' },
};

/**
 * Where a page sits: links from Home down, then the page itself when given (`aria-current`). The slashes
 * between are hidden from screen readers, which announce the list. Search engines get the same trail as a
 * BreadcrumbList.
 */
export function Breadcrumb({
  trail = [],
  current,
  currentName,
  tone = 'dark',
}: {
  /** The steps between Home and the page. */
  trail?: { to: string; label: string }[];
  current?: ReactNode;
  /** The page's name as text, when `current` is markup (a name set apart with <bdi>). */
  currentName?: string;
  tone?: keyof typeof tones;
}) {
  const { t, lang } = useI18n();
  const site = useRouteLoaderData('root') as Partial<SiteData> | undefined;
  const classes = tones[tone];
  const steps = [{ to: '/home', label: t('nav.home') }, ...trail];
  const pageName = currentName ?? (typeof current === 'string' ? current : undefined);
  const jsonLd = breadcrumbJsonLd(
    [
      ...steps.map((step) => ({ name: step.label, path: step.to })),
      ...(pageName ? [{ name: pageName }] : []),
    ],
    { origin: site?.origin ?? '', lang },
  );
  return (
    <nav aria-label={t('nav.breadcrumb')} className={`text-sm ${classes.nav}`}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <ol className="flex flex-wrap items-center gap-2">
        {steps.map((step, index) => (
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
