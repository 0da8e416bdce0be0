import {
  cropGroupValues,
  emirateOptions,
  type PlannerAssumptions,
  plannedTechnologies,
  plannerSourceKeys,
  sourceNoteOf,
} from '@farm/contract';
import type { ReactNode } from 'react';
import { DataTable, FigureRows, ScrollTable } from '#app/components/ui/table';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';
import { plannerFormat } from '#app/planner/format';
import { optionKey } from '#app/planner/labels';

/** The names of the tables' column headings, `planner.how.col.<name>`. */
type ColumnName<Key = MessageKey> = Key extends `planner.how.col.${infer Name}` ? Name : never;

/** A table of figures: the first column names each row, the figures keep to the end. */
function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <ScrollTable label={caption} className="mt-1 sm:mt-4">
      <DataTable
        caption={caption}
        captionClassName="px-3 pt-3 text-start font-semibold text-gray-900"
        columns={head.map((label, index) => ({ label, align: index === 0 ? 'start' : 'end' }))}
        headCell="px-3 py-2"
        headClassName="text-gray-700"
      >
        <FigureRows
          rows={rows}
          rowHead="px-3 py-2 text-start font-medium"
          cell="px-3 py-2 text-end whitespace-nowrap tabular-nums"
        />
      </DataTable>
    </ScrollTable>
  );
}

/**
 * "How we estimate": the method in plain steps and every figure of the version the estimate
 * used, with its sources, so a visitor can check each number.
 */
export function HowWeEstimate({ assumptions }: { assumptions: PlannerAssumptions }) {
  const { t, tn, lang } = useI18n();
  const f = plannerFormat(lang);
  const { figures } = assumptions;
  const technologies = plannedTechnologies.map((tech) => t(optionKey('technology', tech)));
  const columns = (...names: ColumnName[]) => names.map((name) => t(`planner.how.col.${name}`));
  return (
    <section aria-labelledby="how-title" className="mt-12 rounded-2xl bg-soil-50 p-4 sm:p-6">
      <h2 id="how-title" className="text-2xl font-bold text-gray-900">
        {t('planner.how.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {t('planner.how.version', {
          version: f.number(assumptions.version),
          date: f.date(assumptions.publishedAt),
        })}
      </p>
      <ol className="mt-4 list-decimal space-y-2 ps-6 text-gray-800">
        <li>{t('planner.how.step.area', { share: f.percent(figures.usableShare) })}</li>
        <li>{t('planner.how.step.yield', { days: tn('planner.how.days', figures.harvestCycleDays) })}</li>
        <li>{t('planner.how.step.water')}</li>
        <li>{t('planner.how.step.money')}</li>
        <li>{t('planner.how.step.payback', { months: tn('planner.how.months', figures.rampUpMonths) })}</li>
      </ol>

      <Table
        caption={t('planner.how.yieldTable')}
        head={[...columns('group'), ...technologies, ...columns('soilWater', 'price')]}
        rows={cropGroupValues.map((group) => [
          t(optionKey('group', group)),
          ...plannedTechnologies.map((tech) => f.number(figures.yieldKgPerM2Year[tech][group], 1)),
          f.number(figures.soilWaterLitresPerKg[group]),
          f.number(figures.pricePerKg[group], 2),
        ])}
      />
      <Table
        caption={t('planner.how.techTable')}
        head={columns('technology', 'saving', 'investment', 'consumables', 'tiers')}
        rows={plannedTechnologies.map((tech) => [
          t(optionKey('technology', tech)),
          f.percent(figures.waterSavingShare[tech]),
          `${f.number(figures.investmentPerM2[tech].low)} – ${f.number(figures.investmentPerM2[tech].high)}`,
          f.number(figures.consumablesPerM2Year[tech]),
          f.number(figures.tiers[tech], 1),
        ])}
      />
      <h3 className="mt-6 font-semibold text-gray-900">{t('planner.how.general')}</h3>
      <dl className="mt-2 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white text-sm">
        {(
          [
            [
              t('planner.how.indoorInvestment'),
              `${f.number(figures.indoorInvestmentPerM2.low)} – ${f.number(figures.indoorInvestmentPerM2.high)}`,
            ],
            [t('planner.how.labour'), f.number(figures.labourPerM2Year)],
            [t('planner.how.energyIndoor'), f.number(figures.energyKwhPerM2Year.indoor)],
            [t('planner.how.energyDaylight'), f.number(figures.energyKwhPerM2Year.daylight)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-3 py-2">
            <dt>{label}</dt>
            <dd className="tabular-nums whitespace-nowrap">{value}</dd>
          </div>
        ))}
      </dl>
      <Table
        caption={t('planner.how.tariffTable')}
        head={columns('emirate', 'electricity', 'waterTariff')}
        rows={emirateOptions.map(({ value }) => [
          t(optionKey('emirate', value)),
          f.rate(figures.electricityPerKwh[value]),
          f.rate(figures.waterPerM3[value]),
        ])}
      />

      <h3 className="mt-6 text-lg font-semibold text-gray-900">{t('planner.how.sources')}</h3>
      <dl className="mt-2 space-y-2 text-sm text-gray-800">
        {plannerSourceKeys.map((key) => {
          // An Arabic page shows the Arabic note; one the admin has not translated yet stays English.
          const note = sourceNoteOf(figures, key, lang);
          if (!note.text) return null;
          return (
            <div key={key}>
              <dt className="font-semibold">{t(optionKey('source', key))}</dt>
              <dd {...(note.lang === 'ar' ? {} : { lang: 'en', dir: 'ltr' })} className="break-words">
                {note.text}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
