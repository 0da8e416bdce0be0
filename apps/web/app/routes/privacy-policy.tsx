import type { Route } from './+types/privacy-policy';
import { LegalPage } from '#app/components/content/legal-page';
import { useI18n } from '#app/i18n/context';
import { env } from '#app/lib/env.server';
import { fixedPageMeta } from '#app/lib/seo';

// docs/product-rules.md §2: data collection, no sharing except by law or with trusted partners, encryption, the
// right to access, correct or delete, and the data protection officer.
const sections = ['collect', 'use', 'share', 'security', 'rights'] as const;

// The data protection officer's address is a setting (DPO_EMAIL), not a text in the code.
export function loader() {
  return { dpoEmail: env.DPO_EMAIL };
}

export const meta: Route.MetaFunction = fixedPageMeta('/privacy-policy', 'privacy.meta');

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [before, after] = t('privacy.dpo.text', { email: '\u0000' }).split('\u0000');
  return (
    <LegalPage
      title={t('privacy.title')}
      intro={t('privacy.intro')}
      sections={[
        ...sections.map((id) => ({
          id,
          title: t(`privacy.${id}.title`),
          body: <p>{t(`privacy.${id}.text`)}</p>,
        })),
        {
          id: 'dpo',
          title: t('privacy.dpo.title'),
          body: (
            <p>
              {before}
              <a href={`mailto:${loaderData.dpoEmail}`} className="font-semibold text-leaf-800 underline">
                {loaderData.dpoEmail}
              </a>
              {after}
            </p>
          ),
        },
      ]}
    />
  );
}
