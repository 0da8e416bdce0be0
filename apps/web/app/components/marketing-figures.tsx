import { MARKETING } from '@farm/contract';
import { useI18n } from '#app/i18n/context';
import type { MessageKey, MessageParams } from '#app/i18n/messages';

/** A message under `home.figures.`, named without that prefix. */
type FigureKey = MessageKey extends infer Key
  ? Key extends `home.figures.${infer Name}`
    ? Name
    : never
  : never;
type Figure = { value: FigureKey; params: MessageParams; label: FigureKey; labelParams?: MessageParams };

// The figures come from the contract's constants (docs/product-rules.md §9), never retyped here.
const figures: Figure[] = [
  { value: 'percent', params: { value: MARKETING.waterSavingPercent }, label: 'water' },
  { value: 'months', params: { value: MARKETING.maintenanceProgrammeMonths }, label: 'maintenance' },
  { value: 'days', params: { value: MARKETING.harvestCycleDays }, label: 'harvest' },
  { value: 'monthRange', params: MARKETING.returnOnInvestmentMonths, label: 'roi' },
  { value: 'over', params: { value: MARKETING.professionals }, label: 'professionals' },
  {
    value: 'year',
    params: { value: MARKETING.launchYear },
    label: 'launch',
    labelParams: { end: MARKETING.planYear },
  },
];

export function MarketingFigures() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="figures-title" className="bg-leaf-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="figures-title" className="text-center text-2xl font-bold sm:text-3xl">
          {t('home.figures.title')}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-3 xl:grid-cols-6">
          {figures.map((figure) => (
            // The values share a line across the row, each label below its value, and a value keeps to one line
            // ("12–14 months") wherever the columns have room for it: from 360 px.
            <div key={figure.label} className="flex flex-col-reverse items-center justify-end text-center">
              <dt className="mt-1 text-sm text-leaf-100">
                {t(`home.figures.${figure.label}`, figure.labelParams)}
              </dt>
              <dd className="text-xl font-extrabold text-sun-400 min-[360px]:whitespace-nowrap sm:text-3xl xl:text-2xl">
                {t(`home.figures.${figure.value}`, figure.params)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
