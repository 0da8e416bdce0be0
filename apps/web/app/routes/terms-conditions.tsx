import { TERMS } from '@farm/contract';
import { Link } from 'react-router';
import type { Route } from './+types/terms-conditions';
import { LegalPage } from '#app/components/content/legal-page';
import { DataTable } from '#app/components/ui/table';
import { useI18n } from '#app/i18n/context';
import { fixedPageMeta } from '#app/lib/seo';

// The terms of docs/product-rules.md §9; every figure comes from the contract's TERMS constant.
export const meta: Route.MetaFunction = fixedPageMeta('/terms-conditions', 'terms.meta', {
  days: TERMS.proposalValidityDays,
  warranty: TERMS.warrantyMonths,
});

export default function TermsConditions() {
  const { t } = useI18n();
  return (
    <LegalPage
      title={t('terms.title')}
      intro={
        <>
          {t('terms.intro')}{' '}
          <Link to="/policy-guidelines#orders" className="text-leaf-800 underline">
            {t('terms.shopOrders')}
          </Link>
        </>
      }
      sections={[
        {
          id: 'proposals',
          title: t('terms.proposal.title'),
          body: <p>{t('terms.proposal.text', { days: TERMS.proposalValidityDays })}</p>,
        },
        {
          id: 'payments',
          title: t('terms.payment.title'),
          body: (
            <>
              <p>{t('terms.payment.text')}</p>
              <DataTable
                className="w-full overflow-hidden rounded-xl text-start ring-1 ring-leaf-100"
                columns={[t('terms.payment.stage'), { label: t('terms.payment.share'), align: 'end' }]}
                headCell="px-4 py-3 font-semibold"
                headClassName="bg-leaf-50 text-base"
              >
                <tbody className="bg-white">
                  {TERMS.paymentSchedule.map((stage) => (
                    <tr key={stage.stage} className="border-t border-leaf-100">
                      <td className="px-4 py-3">{t(`terms.payment.${stage.stage}`)}</td>
                      <td className="px-4 py-3 text-end font-semibold tabular-nums">
                        {t('terms.payment.percent', { value: stage.percent })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </>
          ),
        },
        { id: 'refunds', title: t('terms.refund.title'), body: <p>{t('terms.refund.text')}</p> },
        {
          id: 'warranty',
          title: t('terms.warranty.title'),
          body: <p>{t('terms.warranty.text', { months: TERMS.warrantyMonths })}</p>,
        },
        { id: 'maintenance', title: t('terms.amc.title'), body: <p>{t('terms.amc.text')}</p> },
        { id: 'law', title: t('terms.law.title'), body: <p>{t('terms.law.text')}</p> },
      ]}
    />
  );
}
