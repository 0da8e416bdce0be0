import { MARKETING } from '@farm/contract';
import { useI18n } from '#app/i18n/context';
import type { MessageKey, MessageParams } from '#app/i18n/messages';

type Figure = { value: MessageKey; params: MessageParams; label: MessageKey; labelParams?: MessageParams };

// The figures come from the contract's constants (docs/product-rules.md §9), never retyped here.
const figures: Figure[] = [
  {
    value: 'home.figures.percent',
    params: { value: MARKETING.waterSavingPercent },
    label: 'home.figures.water',
  },
  {
    value: 'home.figures.months',
    params: { value: MARKETING.maintenanceProgrammeMonths },
    label: 'home.figures.maintenance',
  },
  {
    value: 'home.figures.days',
    params: { value: MARKETING.harvestCycleDays },
    label: 'home.figures.harvest',
  },
  {
    value: 'home.figures.monthRange',
    params: MARKETING.returnOnInvestmentMonths,
    label: 'home.figures.roi',
  },
  {
    value: 'home.figures.over',
    params: { value: MARKETING.professionals },
    label: 'home.figures.professionals',
  },
  {
    value: 'home.figures.year',
    params: { value: MARKETING.launchYear },
    label: 'home.figures.launch',
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
        <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-6">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-1 text-sm text-leaf-100">{t(figure.label, figure.labelParams)}</dt>
              <dd className="text-3xl font-extrabold text-sun-400">{t(figure.value, figure.params)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
