import { MARKETING, TERMS } from '@farm/contract';
import type { Route } from './+types/policy-guidelines';
import { LegalPage } from '#app/components/content/legal-page';
import { useI18n } from '#app/i18n/context';
import { type MessageKey, type MessageParams, translate } from '#app/i18n/messages';
import { pageMeta } from '#app/lib/seo';
import { siteFromMatches } from '#app/lib/site';

const sections: { id: string; title: MessageKey; text: MessageKey; params?: MessageParams }[] = [
  {
    id: 'proposals',
    title: 'policy.s1.title',
    text: 'policy.s1.text',
    params: { days: TERMS.proposalValidityDays },
  },
  { id: 'installation', title: 'policy.s2.title', text: 'policy.s2.text' },
  {
    id: 'maintenance',
    title: 'policy.s3.title',
    text: 'policy.s3.text',
    params: { months: MARKETING.maintenanceProgrammeMonths },
  },
  { id: 'orders', title: 'policy.s4.title', text: 'policy.s4.text' },
  { id: 'conduct', title: 'policy.s5.title', text: 'policy.s5.text' },
  { id: 'complaints', title: 'policy.s6.title', text: 'policy.s6.text' },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const { lang, origin } = siteFromMatches(matches);
  return pageMeta({
    lang,
    origin,
    path: '/policy-guidelines',
    title: translate(lang, 'policy.meta.title'),
    description: translate(lang, 'policy.meta.description'),
  });
};

export default function PolicyGuidelines() {
  const { t } = useI18n();
  return (
    <LegalPage
      title={t('policy.title')}
      intro={t('policy.intro')}
      sections={sections.map((section) => ({
        id: section.id,
        title: t(section.title),
        body: <p>{t(section.text, section.params)}</p>,
      }))}
    />
  );
}
