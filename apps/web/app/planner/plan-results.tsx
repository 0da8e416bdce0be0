import {
  MARKETING,
  paybackDrivers,
  type PlanEstimate,
  type PlannerFigures,
  type PlannerInputs,
} from '@farm/contract';
import { type ReactNode, useMemo } from 'react';
import { DataTable, rowRule, ScrollTable } from '#app/components/ui/table';
import { useI18n } from '#app/i18n/context';
import { CashChart } from '#app/planner/cash-chart';
import { plannerFormat } from '#app/planner/format';
import { optionKey, paybackText, runningCosts } from '#app/planner/labels';

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="rounded-xl border border-leaf-100 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-gray-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-gray-900 sm:text-2xl">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-gray-700">{detail}</dd>}
    </div>
  );
}

/**
 * The answer in two figures, for phones: it stays at the top of the screen while the visitor works
 * through the questions (the full results come after the form there), and links down to the results.
 */
export function PlanSummary({ estimate, resultsId }: { estimate: PlanEstimate | null; resultsId: string }) {
  const { t, lang } = useI18n();
  const f = plannerFormat(lang);
  return (
    <aside
      aria-label={t('planner.summary.label')}
      className="sticky top-0 z-10 -mx-4 mb-4 border-b border-leaf-100 bg-white/95 px-4 py-3 shadow-sm lg:hidden"
    >
      {estimate && estimate.crops.length > 0 ? (
        <dl className="grid grid-cols-2 gap-x-4 text-sm">
          <div>
            <dt className="text-gray-700">{t('planner.results.payback')}</dt>
            <dd className="font-bold text-gray-900">{paybackText(estimate, t, f.number)}</dd>
          </div>
          <div>
            <dt className="text-gray-700">{t('planner.results.investment')}</dt>
            <dd className="font-bold text-gray-900">
              <span className="whitespace-nowrap">{f.money(estimate.investment.low)}</span>{' '}
              <span className="whitespace-nowrap">– {f.money(estimate.investment.high)}</span>
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-gray-800">
          {t(estimate ? 'planner.results.noCrops' : 'planner.results.invalid')}
        </p>
      )}
      <a href={`#${resultsId}`} className="mt-1 inline-block text-sm font-semibold text-leaf-800 underline">
        {t('planner.summary.seeResults')}
      </a>
    </aside>
  );
}

/**
 * The answers that make this plan pay back later than the company's reference farm, each with the
 * months it adds on its own (docs/decisions/184-planner-reference-model.md).
 */
function PaybackDrivers({ inputs, figures }: { inputs: PlannerInputs; figures: PlannerFigures }) {
  const { t, tn, lang } = useI18n();
  const f = plannerFormat(lang);
  // Four more estimates, one per answer: worked out again only when the answers or the figures change.
  const drivers = useMemo(() => paybackDrivers(inputs, figures), [inputs, figures]);
  if (drivers.length === 0) return null;
  const reason = (answer: (typeof drivers)[number]['answer']) => {
    if (answer === 'technology')
      return t('planner.drivers.technology', { technology: t(optionKey('technology', inputs.technology)) });
    if (answer === 'location')
      return t('planner.drivers.location', { emirate: t(optionKey('emirate', inputs.location)) });
    return t(`planner.drivers.${answer}`);
  };
  return (
    <>
      <span className="mt-2 block font-medium text-gray-900">{t('planner.drivers.title')}</span>
      <span role="list" className="mt-1 block space-y-1">
        {drivers.map(({ answer, months }) => (
          <span role="listitem" key={answer} className="block">
            {reason(answer)}:{' '}
            <span className="font-medium whitespace-nowrap">
              {months === null
                ? t('planner.drivers.beyond')
                : tn('planner.drivers.months', months, { count: f.number(months) })}
            </span>
          </span>
        ))}
      </span>
    </>
  );
}

/** What the planner answers: the key figures, each crop's harvest, running costs and the cash chart. */
export function PlanResults({
  estimate,
  figures,
  inputs,
}: {
  estimate: PlanEstimate;
  figures: PlannerFigures;
  inputs: PlannerInputs;
}) {
  const { t, tn, lang } = useI18n();
  const f = plannerFormat(lang);
  const noCrops = estimate.crops.length === 0;
  return (
    <div>
      {estimate.technologyAssumed && (
        <p className="mb-4 rounded-lg bg-soil-100 p-3 text-gray-800">
          {t('planner.results.assumedTechnology')}
        </p>
      )}
      {noCrops && (
        <p className="mb-4 rounded-lg bg-soil-100 p-3 text-gray-800">{t('planner.results.noCrops')}</p>
      )}
      <dl className="grid gap-4 min-[480px]:grid-cols-2 2xl:grid-cols-4">
        <Figure
          label={t('planner.results.area')}
          value={f.m2(estimate.growingAreaM2)}
          detail={
            <>
              {t('planner.results.areaDetail', {
                site: f.m2(estimate.siteAreaM2),
                sqft: f.sqft(estimate.siteAreaSqft),
              })}
              {estimate.siteAreaBasis === 'listed' && <> {t('planner.results.areaListed')}</>}
            </>
          }
        />
        <Figure
          label={t('planner.results.harvests')}
          value={f.number(estimate.harvestsPerYear)}
          detail={t('planner.results.harvestsDetail', {
            days: tn('planner.how.days', figures.harvestCycleDays),
          })}
        />
        <Figure label={t('planner.results.yield')} value={f.kg(estimate.yieldKgPerYear)} />
        <Figure
          label={t('planner.results.water')}
          value={f.litres(estimate.water.litresPerYear)}
          detail={
            estimate.water.soilLitresPerYear > 0
              ? t('planner.results.waterDetail', {
                  percent: f.percent(estimate.water.savingPercent / 100),
                  soil: f.litres(estimate.water.soilLitresPerYear),
                })
              : t('planner.results.waterNone')
          }
        />
        <Figure
          label={t('planner.results.investment')}
          value={
            <>
              <span className="whitespace-nowrap">{f.money(estimate.investment.low)}</span>{' '}
              <span className="whitespace-nowrap">– {f.money(estimate.investment.high)}</span>
            </>
          }
          detail={
            estimate.budgetFit !== 'unknown' ? t(`planner.results.budget.${estimate.budgetFit}`) : undefined
          }
        />
        <Figure label={t('planner.results.running')} value={f.money(estimate.running.total)} />
        <Figure
          label={t('planner.results.revenue')}
          value={f.money(estimate.revenuePerYear)}
          detail={t('planner.results.revenueDetail')}
        />
        <Figure
          label={t('planner.results.payback')}
          value={paybackText(estimate, t, f.number)}
          detail={
            <>
              {t('planner.results.paybackClaim', {
                min: f.number(MARKETING.returnOnInvestmentMonths.min),
                max: f.number(MARKETING.returnOnInvestmentMonths.max),
              })}
              {!noCrops && <PaybackDrivers inputs={inputs} figures={figures} />}
            </>
          }
        />
      </dl>

      <h3 className="mt-8 text-xl font-bold text-gray-900">{t('planner.chart.title')}</h3>
      <CashChart cashflow={estimate.cashflow} />

      {!noCrops && (
        <>
          <h3 className="mt-8 text-xl font-bold text-gray-900">{t('planner.results.cropsTitle')}</h3>
          <ScrollTable label={t('planner.results.cropsTitle')} className="mt-1 sm:mt-3">
            <DataTable
              columns={[
                t('planner.results.col.crop'),
                ...(['area', 'perHarvest', 'perYear', 'revenue'] as const).map((column) => ({
                  label: t(`planner.results.col.${column}`),
                  align: 'end' as const,
                })),
              ]}
              headCell="px-3 py-2"
            >
              <tbody>
                {estimate.crops.map((crop) => (
                  <tr key={crop.crop} className={rowRule}>
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      {t(optionKey('crop', crop.crop))}
                      <span className="block text-xs font-normal text-gray-600">
                        {t(optionKey('group', crop.group))}
                      </span>
                    </th>
                    {crop.grown ? (
                      <>
                        <td className="px-3 py-2 text-end whitespace-nowrap">{f.m2(crop.areaM2)}</td>
                        <td className="px-3 py-2 text-end whitespace-nowrap">
                          {f.kg(crop.yieldKgPerHarvest)}
                        </td>
                        <td className="px-3 py-2 text-end whitespace-nowrap">{f.kg(crop.yieldKgPerYear)}</td>
                        <td className="px-3 py-2 text-end whitespace-nowrap">
                          {f.money(crop.revenuePerYear)}
                        </td>
                      </>
                    ) : (
                      <td colSpan={4} className="px-3 py-2 text-end text-gray-700">
                        {t('planner.results.notGrown')}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </ScrollTable>
        </>
      )}

      <h3 className="mt-8 text-xl font-bold text-gray-900">{t('planner.results.runningTitle')}</h3>
      <dl className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white text-sm">
        {runningCosts(estimate, t, f).map(([label, amount], index) => (
          <div key={index} className="flex justify-between gap-4 px-4 py-2">
            <dt className={index >= 4 ? 'font-semibold' : undefined}>{label}</dt>
            <dd className={`tabular-nums ${index >= 4 ? 'font-semibold' : ''}`}>{f.money(amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
