import { scaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import { useId } from 'react';
import type { PlanEstimate } from '@farm/contract';
import { useI18n } from '#app/i18n/context';
import { plannerFormat } from '#app/planner/format';
import { DisclosedTable, FigureRows } from '#app/components/ui/table';

type Point = PlanEstimate['cashflow'][number];

/**
 * One drawing of the chart. The SVG scales to its column, and its text with it, so a phone gets a
 * drawing of its own, narrow enough that 13-unit labels stay at least 12 px on a 320-390 px screen; wider
 * screens get the wide one.
 */
interface Layout {
  width: number;
  height: number;
  fontSize: number;
  margin: { top: number; bottom: number; side: number; end: number };
  monthStep: number;
}
const PHONE: Layout = {
  width: 300,
  height: 240,
  fontSize: 13,
  margin: { top: 28, bottom: 40, side: 52, end: 10 },
  monthStep: 12,
};
const WIDE: Layout = {
  ...PHONE,
  width: 560,
  height: 280,
  margin: { ...PHONE.margin, side: 64, end: 16 },
  monthStep: 6,
};

/** How the low and the high line are drawn, in the chart and in its legend. */
const LOW_LINE = { strokeWidth: 2.5, className: 'stroke-leaf-700' };
const HIGH_LINE = { strokeWidth: 2, strokeDasharray: '6 4', className: 'stroke-leaf-800' };

/**
 * Cumulative cash over 36 months as an SVG drawn on the server (readable without JavaScript), with
 * d3-scale and d3-shape computing the geometry. Time runs the reading direction: right to left in Arabic.
 * Colours are presentation attributes and classes, never style attributes (the CSP allows no inline style).
 */
export function CashChart({ cashflow }: { cashflow: PlanEstimate['cashflow'] }) {
  const { t, lang } = useI18n();
  const f = plannerFormat(lang);
  return (
    <figure className="mt-4">
      {/* One is shown at a time: display none takes the other out of the accessibility tree too. */}
      <ChartDrawing cashflow={cashflow} layout={PHONE} className="h-auto w-full sm:hidden" />
      <ChartDrawing cashflow={cashflow} layout={WIDE} className="hidden h-auto w-full sm:block" />

      <figcaption className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-700">
        {(
          [
            [LOW_LINE, 'planner.chart.low'],
            [HIGH_LINE, 'planner.chart.high'],
          ] as const
        ).map(([stroke, label]) => (
          <span key={label} className="inline-flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true">
              <line x1="0" x2="24" y1="4" y2="4" {...stroke} />
            </svg>
            {t(label)}
          </span>
        ))}
      </figcaption>
      <DisclosedTable
        summary={t('planner.chart.table')}
        summaryClassName="cursor-pointer font-medium text-leaf-800"
        title={t('planner.chart.title')}
        boxClassName="max-h-80"
        columns={[
          t('planner.chart.month'),
          { label: t('planner.chart.low'), align: 'end' },
          { label: t('planner.chart.high'), align: 'end' },
        ]}
      >
        <FigureRows
          rows={cashflow.map((point) => [f.number(point.month), f.money(point.low), f.money(point.high)])}
          rowHead="px-3 py-1 text-start font-normal"
          cell="px-3 py-1 text-end tabular-nums"
        />
      </DisclosedTable>
    </figure>
  );
}

function ChartDrawing({
  cashflow,
  layout,
  className,
}: {
  cashflow: PlanEstimate['cashflow'];
  layout: Layout;
  className: string;
}) {
  const { t, lang, dir } = useI18n();
  const f = plannerFormat(lang);
  const id = useId();
  const rtl = dir === 'rtl';
  const { width: WIDTH, height: HEIGHT, margin: MARGIN } = layout;
  const last = cashflow.at(-1)?.month ?? 36;
  const values = cashflow.flatMap((p) => [p.low, p.high]);
  // Past AED 10 million the axis counts in millions: "-25,000" thousands would not fit its margin.
  const millions = Math.max(...values.map(Math.abs)) >= 10_000_000;
  const money = millions ? f.millions : f.thousands;
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(0, ...values)])
    .nice(5)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  // The value axis sits on the side a reader starts from: left in English, right in Arabic.
  const plotStart = rtl ? MARGIN.end : MARGIN.side;
  const plotEnd = rtl ? WIDTH - MARGIN.side : WIDTH - MARGIN.end;
  const x = scaleLinear()
    .domain([0, last])
    .range(rtl ? [plotEnd, plotStart] : [plotStart, plotEnd]);

  const atMonth = (p: Point) => x(p.month);
  const band = area<Point>(
    atMonth,
    (p) => y(p.high),
    (p) => y(p.low),
  )(cashflow);
  const lowLine = line<Point>(atMonth, (p) => y(p.low))(cashflow);
  const highLine = line<Point>(atMonth, (p) => y(p.high))(cashflow);
  const monthTicks = Array.from(
    { length: Math.floor(last / layout.monthStep) + 1 },
    (_, i) => i * layout.monthStep,
  );
  const valueAxisX = rtl ? WIDTH - MARGIN.side + 8 : MARGIN.side - 8;
  // The texts take the page's direction, so an anchor names the text's own edge: "end" is the right edge
  // of an English label and the left edge of an Arabic one. Values run outwards from the axis into the
  // margin; the unit's title runs inwards from the plot's edge, above the top line.
  const plotEdge = rtl ? plotEnd : plotStart;
  const label = { fontSize: layout.fontSize, className: 'fill-gray-700' };

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className={className}
    >
      <title id={`${id}-title`}>{t('planner.chart.title')}</title>
      <desc id={`${id}-desc`}>{t('planner.chart.description')}</desc>
      {y.ticks(5).map((tick) => (
        <g key={tick}>
          <line
            x1={plotStart}
            x2={plotEnd}
            y1={y(tick)}
            y2={y(tick)}
            className={tick === 0 ? 'stroke-gray-500' : 'stroke-gray-200'}
            strokeWidth={tick === 0 ? 1.5 : 1}
          />
          <text x={valueAxisX} y={y(tick)} dy="0.32em" textAnchor="end" {...label}>
            {money(tick)}
          </text>
        </g>
      ))}
      {monthTicks.map((month) => (
        <text key={month} x={x(month)} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle" {...label}>
          {f.number(month)}
        </text>
      ))}
      <text x={plotEdge} y={MARGIN.top - 14} textAnchor="start" {...label} data-axis="money">
        {t(millions ? 'planner.chart.axisMoneyMillions' : 'planner.chart.axisMoney')}
      </text>
      <text x={(plotStart + plotEnd) / 2} y={HEIGHT - 4} textAnchor="middle" {...label}>
        {t('planner.chart.axisMonths')}
      </text>
      <path d={band ?? ''} className="fill-leaf-200/60" />
      <path d={highLine ?? ''} fill="none" {...HIGH_LINE} />
      <path d={lowLine ?? ''} fill="none" {...LOW_LINE} />
    </svg>
  );
}
