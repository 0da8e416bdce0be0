import { MARKETING, TERMS } from '@farm/contract';
import type { Route } from './+types/policy-guidelines';
import { LegalPage } from '#app/components/content/legal-page';
import { useI18n } from '#app/i18n/context';
import { type MessageParams } from '#app/i18n/messages';
import { fixedPageMeta } from '#app/lib/seo';

const sections: { id: string; key: `s${1 | 2 | 3 | 4 | 5 | 6}`; params?: MessageParams }[] = [
  { id: 'proposals', key: 's1', params: { days: TERMS.proposalValidityDays } },
  { id: 'installation', key: 's2' },
  { id: 'maintenance', key: 's3', params: { months: MARKETING.maintenanceProgrammeMonths } },
  { id: 'orders', key: 's4' },
  { id: 'conduct', key: 's5' },
  { id: 'complaints', key: 's6' },
];

export const meta: Route.MetaFunction = fixedPageMeta('/policy-guidelines', 'policy.meta');

export default function PolicyGuidelines() {
  const { t } = useI18n();
  return (
    <LegalPage
      title={t('policy.title')}
      intro={t('policy.intro')}
      sections={sections.map((section) => ({
        id: section.id,
        title: t(`policy.${section.key}.title`),
        body: <p>{t(`policy.${section.key}.text`, section.params)}</p>,
      }))}
    />
  );
}
