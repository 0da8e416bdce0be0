import { type CareerPosition, MARKETING } from '@farm/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '#app/components/content/breadcrumb';
import { Icon, type IconName } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';
import { mailtoHref, whatsappHref } from '#app/lib/company';
import { useCompany } from '#app/lib/site';

/** docs/product-rules.md §1-2: the career page's breadcrumb, heading and the figures it claims. */
export function CareerHero() {
  const { t } = useI18n();
  return (
    <section className="bg-gradient-to-br from-leaf-800 to-leaf-600 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <Breadcrumb current={t('nav.career')} tone="light" />
        <h1 className="mt-4 text-4xl font-extrabold">{t('career.title')}</h1>
        <p className="mt-4 max-w-3xl text-lg text-leaf-50">
          {t('career.intro', { count: MARKETING.professionals })}
        </p>
      </div>
    </section>
  );
}

/** The openings the product rules name: packing staff and the labeling team, beside the size of the team. */
export function HiringNow() {
  const { t, lang } = useI18n();
  const number = (n: number) => n.toLocaleString(lang === 'ar' ? 'ar-AE' : 'en-AE');
  const figures = [
    {
      value: t('home.figures.over', { value: number(MARKETING.professionals) }),
      label: t('career.hiring.professionals'),
    },
    { value: number(MARKETING.openings.packingStaff), label: t('career.hiring.packing') },
    { value: number(MARKETING.openings.labelingTeam), label: t('career.hiring.labeling') },
  ];
  return (
    <section aria-labelledby="hiring-title" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="rounded-2xl border border-sun-400 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="hiring-title" className="text-2xl font-bold text-gray-900">
          {t('career.hiring.title')}
        </h2>
        <p className="mt-2 text-gray-700">{t('career.hiring.text')}</p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse rounded-xl bg-leaf-50 p-4 text-center">
              <dt className="text-sm text-gray-700">{figure.label}</dt>
              <dd className="text-3xl font-extrabold text-leaf-800">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const reasons: { key: string; icon: IconName; params?: Record<string, number> }[] = [
  { key: 'growth', icon: 'sprout', params: { year: MARKETING.planYear } },
  { key: 'learn', icon: 'chip' },
  { key: 'impact', icon: 'drop', params: { percent: MARKETING.waterSavingPercent } },
  { key: 'team', icon: 'team' },
];

type CareerSectionProps = { id: string; title: string; text?: string; children: ReactNode };

/** A section of the career page under its h2 and, where it has one, a lead sentence. */
function CareerSection({ id, title, text, children }: CareerSectionProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pt-14">
      <h2 id={id} className="text-3xl font-bold text-gray-900">
        {title}
      </h2>
      {text && <p className="mt-2 text-gray-700">{text}</p>}
      {children}
    </section>
  );
}

export function WhyJoin() {
  const { t } = useI18n();
  return (
    <CareerSection id="why-title" title={t('career.why.title')}>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((reason) => (
          <li key={reason.key} className="rounded-xl border border-leaf-100 bg-white p-5 shadow-sm">
            <span className="inline-flex rounded-full bg-leaf-100 p-3 text-leaf-800">
              <Icon name={reason.icon} width={28} height={28} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-gray-900">
              {t(`career.why.${reason.key}.title` as MessageKey)}
            </h3>
            <p className="mt-2 text-gray-700">
              {t(`career.why.${reason.key}.text` as MessageKey, reason.params)}
            </p>
          </li>
        ))}
      </ul>
    </CareerSection>
  );
}

const benefits = ['salary', 'housing', 'insurance', 'training', 'leave', 'growth'] as const;
const requirements = ['visa', 'fitness', 'language', 'shifts', 'license', 'probation'] as const;

function CheckList({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-leaf-100 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-gray-800">
            <Icon name="check" className="mt-0.5 shrink-0 text-leaf-700" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BenefitsAndRequirements() {
  const { t } = useI18n();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-14 lg:grid-cols-2">
      <CheckList
        id="benefits-title"
        title={t('career.benefits.title')}
        items={benefits.map((key) => t(`career.benefits.${key}`))}
      />
      <CheckList
        id="requirements-title"
        title={t('career.requirements.title')}
        items={requirements.map((key) =>
          t(`career.requirements.${key}`, { months: MARKETING.probationMonths }),
        )}
      />
    </div>
  );
}

/** docs/product-rules.md §1: the open positions come in five groups, shown as accordions. */
const positionGroups: { key: string; position: CareerPosition; openings?: number }[] = [
  { key: 'operations', position: 'farm-operations' },
  {
    key: 'packing',
    position: 'farm-operations',
    openings: MARKETING.openings.packingStaff + MARKETING.openings.labelingTeam,
  },
  { key: 'maintenance', position: 'maintenance' },
  { key: 'logistics', position: 'driver-logistics' },
  { key: 'support', position: 'support-roles' },
];

export function OpenPositions() {
  const { t, tn } = useI18n();
  return (
    <CareerSection
      id="positions-title"
      title={t('career.positions.title')}
      text={t('career.positions.intro')}
    >
      <div className="mt-6 divide-y divide-leaf-100 overflow-hidden rounded-xl border border-leaf-100 bg-white shadow-sm">
        {positionGroups.map((group) => (
          <details key={group.key} className="group/position">
            <summary className="flex items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-gray-900 hover:bg-leaf-50">
              <span>{t(`career.group.${group.key}` as MessageKey)}</span>
              <span className="flex items-center gap-3">
                {group.openings && (
                  <span className="rounded-full bg-sun-400 px-3 py-0.5 text-sm font-semibold whitespace-nowrap text-gray-900">
                    {tn('career.positions.openings', group.openings)}
                  </span>
                )}
                <span
                  aria-hidden="true"
                  className="text-leaf-700 transition-transform group-open/position:rotate-180"
                >
                  ▾
                </span>
              </span>
            </summary>
            <div className="px-5 pb-5">
              <ul className="grid gap-2 sm:grid-cols-2">
                {t(`career.group.${group.key}.roles` as MessageKey)
                  .split(' · ')
                  .map((role) => (
                    <li key={role} className="flex items-center gap-2 text-gray-800">
                      <Icon name="check" width={16} height={16} className="shrink-0 text-leaf-700" />
                      {role}
                    </li>
                  ))}
              </ul>
              <Link
                to={`/career?position=${group.position}#application`}
                preventScrollReset
                className="mt-4 inline-block font-semibold text-leaf-800 underline-offset-2 hover:underline"
              >
                {t('career.positions.apply')}
              </Link>
            </div>
          </details>
        ))}
      </div>
    </CareerSection>
  );
}

/** docs/product-rules.md §2: how to apply, by e-mail or WhatsApp (real links, from the settings), or with the form. */
export function HowToApply() {
  const { t } = useI18n();
  const company = useCompany();
  const ways: {
    href: string;
    icon: IconName;
    label: string;
    detail?: string;
    truncate?: boolean;
    external?: boolean;
  }[] = [
    {
      href: mailtoHref(company.careersEmail, t('career.how.emailSubject')),
      icon: 'mail',
      label: t('career.how.email'),
      detail: company.careersEmail,
      truncate: true,
    },
    {
      href: whatsappHref(company, t('career.how.whatsappText')),
      icon: 'chat',
      label: t('career.how.whatsapp'),
      detail: company.whatsapp.text,
      external: true,
    },
    { href: '#application', icon: 'form', label: t('career.how.form') },
  ];
  return (
    <CareerSection id="how-title" title={t('career.how.title')} text={t('career.how.text')}>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {ways.map((way) => (
          <li key={way.href}>
            <a
              href={way.href}
              // WhatsApp opens in its own tab or app; the page stays where the applicant was.
              {...(way.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="flex h-full items-center gap-3 rounded-xl border border-leaf-100 bg-white p-5 font-semibold text-gray-900 shadow-sm hover:border-leaf-300 hover:bg-leaf-50"
            >
              <Icon name={way.icon} className="shrink-0 text-leaf-700" />
              {way.detail ? (
                <span className="min-w-0">
                  {way.label}
                  <span
                    dir="ltr"
                    className={`block ${way.truncate ? 'truncate ' : ''}text-sm font-normal text-gray-700 rtl:text-right`}
                  >
                    {way.detail}
                  </span>
                </span>
              ) : (
                way.label
              )}
            </a>
          </li>
        ))}
      </ul>
    </CareerSection>
  );
}
