import { scaleBand, scaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import { type ReactNode, useId } from 'react';
import { useI18n } from '#app/i18n/context';
import { DisclosedTable, FigureRows } from '#app/components/ui/table';

/**
 * One drawing of a chart. An SVG scales to its card, and its text with it, so a phone gets a drawing of its
 * own, narrow enough that 13-unit labels stay at least 12 px in a card 256 px wide (a 320 px screen); wider
 * screens get the wide one. `className` shows one of the two at a time: display none also keeps the other
 * out of the page's layout.
 */
interface Layout {
  width: number;
  height: number;
  margin: { top: number; bottom: number; side: number; end: number };
  /** A day label every this many days, counted back from the newest. */
  labelEvery: number;
  className: string;
}
const PHONE: Layout = {
  width: 270,
  height: 200,
  margin: { top: 16, bottom: 32, side: 48, end: 10 },
  labelEvery: 14,
  className: 'sm:hidden',
};
const WIDE: Layout = {
  width: 480,
  height: 220,
  margin: { top: 16, bottom: 32, side: 60, end: 12 },
  labelEvery: 7,
  className: 'hidden sm:block',
};
const LAYOUTS = [PHONE, WIDE];

export interface DayPoint {
  /** YYYY-MM-DD. */
  day: string;
  value: number;
}

interface ChartFrame {
  title: string;
  description: string;
  /** The table alternative: its column heads and rows of already formatted cells. */
  table: { head: [string, string]; rows: [string, string][] };
}

// Every SVG below is laid out in left-to-right coordinates (`direction="ltr"`), with the geometry mirrored
// for Arabic by the code. Each text gets the page's own direction, so Arabic words and numbers read in
// the right order, and `runs` picks the anchor that makes it extend the way the layout needs (a
// right-to-left text's "start" is its right edge).
type Run = 'left' | 'right' | 'middle';

const TICK_SIZE = 13;

/**
 * A label's width in SVG units, from none to a dozen units over what the page's font draws in Chromium
 * for the days and amounts of both languages (the server has no font to measure with; too wide costs a
 * little room, too narrow a cut or overlapping label). Digits and Latin letters are up to 0.64 em; Arabic
 * letters about 0.5 em joined, the long-toothed and wide ones (س ش ص ض ط ظ) up to 0.95 em and ع غ 0.7 em;
 * spaces and stops 0.3 em (docs/decisions/269-labels-and-fields-in-line.md).
 */
function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) {
    if (/[سشصضطظ]/.test(char)) ems += 0.95;
    else if (/[عغ]/.test(char)) ems += 0.7;
    else if (/[\u0600-\u06ff]/.test(char)) ems += 0.5;
    else if (/[\s.,]/.test(char)) ems += 0.3;
    else ems += 0.64;
  }
  return Math.ceil(ems * fontSize);
}

function runs(way: Run, rtl: boolean) {
  const anchor = way === 'middle' ? 'middle' : (way === 'right') !== rtl ? 'start' : 'end';
  return { textAnchor: anchor, direction: rtl ? 'rtl' : 'ltr' } as const;
}

/**
 * A chart as a figure: an SVG drawn on the server (readable without JavaScript; d3-scale and d3-shape
 * compute the geometry), its title and description for assistive technology, and the same numbers as a
 * table behind a disclosure. Colours are classes, never style attributes (the CSP allows none).
 */
function ChartFigure({ title, description, table, children }: ChartFrame & { children: ReactNode }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <figure className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <figcaption>
        <h3 id={`${id}-title`} className="font-semibold text-gray-900">
          {title}
        </h3>
        <p id={`${id}-desc`} className="mt-1 text-sm text-gray-700">
          {description}
        </p>
      </figcaption>
      <div role="img" aria-labelledby={`${id}-title ${id}-desc`} className="mt-3">
        {children}
      </div>
      <DisclosedTable
        summary={t('dashboard.chart.table')}
        summaryClassName="cursor-pointer text-sm font-medium text-leaf-800"
        title={title}
        boxClassName="max-h-72"
        columns={[table.head[0], { label: table.head[1], align: 'end' }]}
      >
        <FigureRows
          rows={table.rows}
          rowHead="px-3 py-1.5 text-start font-normal"
          cell="px-3 py-1.5 text-end tabular-nums"
        />
      </DisclosedTable>
    </figure>
  );
}

/** The drawing, hidden from assistive technology: the figure's title, description and table speak for it. */
function ChartSvg({ layout, height, children }: { layout: Layout; height: number; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${layout.width} ${height}`}
      className={`h-auto w-full ${layout.className}`}
      aria-hidden="true"
      focusable="false"
      direction="ltr"
    >
      {children}
    </svg>
  );
}

interface DayChartProps extends ChartFrame {
  points: readonly DayPoint[];
  kind: 'bars' | 'line';
  /** How an axis tick reads (whole numbers for counts, short money for revenue). */
  tick: (value: number) => string;
  /** The values are counts: the axis names whole numbers only (no 0.5 order, read as "1" once rounded). */
  counts?: boolean;
  /** How a day reads under the chart (e.g. "24 Nov"). */
  dayLabel: (day: string) => string;
}

type DrawingProps = Omit<DayChartProps, keyof ChartFrame> & { rtl: boolean; layout: Layout };

/** A value per day: bars for counts, an area with a line for money. Time runs the reading direction. */
export function DayChart({ points, kind, tick, counts = false, dayLabel, ...frame }: DayChartProps) {
  const { dir } = useI18n();
  const rtl = dir === 'rtl';
  return (
    <ChartFigure {...frame}>
      {LAYOUTS.map((layout) => (
        <ChartSvg key={layout.width} layout={layout} height={layout.height}>
          <DayDrawing {...{ points, kind, tick, counts, dayLabel, rtl, layout }} />
        </ChartSvg>
      ))}
    </ChartFigure>
  );
}

function DayDrawing({ points, kind, tick, counts, dayLabel, rtl, layout }: DrawingProps) {
  const { width: WIDTH, height: HEIGHT, margin: MARGIN } = layout;
  const max = Math.max(1, ...points.map((p) => p.value));
  const y = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const ticks = y.ticks(4).filter((value) => !counts || Number.isInteger(value));
  // The value axis's margin widens to its longest label: Arabic money ("1.2 مليون") is twice as long as
  // English ("1.2M") and was cut at the phone drawing's edge.
  const side = Math.max(MARGIN.side, ...ticks.map((value) => textWidth(tick(value), TICK_SIZE) + 12));
  const plotStart = rtl ? MARGIN.end : side;
  const plotEnd = rtl ? WIDTH - side : WIDTH - MARGIN.end;
  const x = scaleBand<string>()
    .domain(points.map((p) => p.day))
    .range(rtl ? [plotEnd, plotStart] : [plotStart, plotEnd])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const centre = (p: DayPoint) => (x(p.day) ?? 0) + x.bandwidth() / 2;
  const valueAxisX = rtl ? plotEnd + 8 : plotStart - 8;
  const labelled = dayLabels(points, {
    every: layout.labelEvery,
    rtl,
    centre,
    dayLabel,
    edge: rtl ? plotStart : plotEnd,
  });
  const fill = area<DayPoint>()
    .x(centre)
    .y0(y(0))
    .y1((p) => y(p.value))(points as DayPoint[]);
  const stroke = line<DayPoint>()
    .x(centre)
    .y((p) => y(p.value))(points as DayPoint[]);
  return (
    <>
      {ticks.map((value) => (
        <g key={value}>
          <line
            x1={plotStart}
            x2={plotEnd}
            y1={y(value)}
            y2={y(value)}
            className={value === 0 ? 'stroke-gray-500' : 'stroke-gray-200'}
          />
          <text
            x={valueAxisX}
            y={y(value)}
            dy="0.32em"
            {...runs(rtl ? 'right' : 'left', rtl)}
            fontSize={TICK_SIZE}
            className="fill-gray-700"
          >
            {tick(value)}
          </text>
        </g>
      ))}
      {kind === 'bars' ? (
        points.map((p) => (
          <rect
            key={p.day}
            x={x(p.day)}
            y={y(p.value)}
            width={x.bandwidth()}
            height={y(0) - y(p.value)}
            rx={2}
            className="fill-leaf-600"
          />
        ))
      ) : (
        <>
          <path d={fill ?? ''} className="fill-leaf-200/70" />
          <path d={stroke ?? ''} fill="none" strokeWidth={2} className="stroke-leaf-700" />
        </>
      )}
      {labelled.map((label) => (
        <text
          key={label.day}
          x={label.x}
          y={HEIGHT - MARGIN.bottom + 18}
          {...runs(label.run, rtl)}
          fontSize={TICK_SIZE}
          className="fill-gray-700"
        >
          {label.text}
        </text>
      ))}
    </>
  );
}

interface DayLabelling {
  every: number;
  rtl: boolean;
  centre: (p: DayPoint) => number;
  dayLabel: (day: string) => string;
  edge: number;
}

/**
 * The days named under the chart: one every `every` days (a week, two on a phone), counted back from the
 * newest, so today is always named. The newest sits at the plot's edge, so its label runs inwards from
 * there (`edge`, flush with the grid) rather than off the chart; the others are centred on their day. A
 * label that would run into the one after it (long Arabic month names, a plot narrowed by a wide value
 * axis) is left out rather than drawn over it.
 */
function dayLabels(points: readonly DayPoint[], { every, rtl, centre, dayLabel, edge }: DayLabelling) {
  const labels: { day: string; x: number; run: Run; text: string }[] = [];
  // Where the last label kept begins, on the side of the days before it.
  let bound: number | undefined;
  for (let index = points.length - 1; index >= 0; index -= every) {
    const point = points[index] as DayPoint;
    const newest = labels.length === 0;
    const run: Run = newest ? (rtl ? 'right' : 'left') : 'middle';
    const text = dayLabel(point.day);
    const x = newest ? edge : centre(point);
    const width = textWidth(text, TICK_SIZE);
    const left = run === 'middle' ? x - width / 2 : run === 'left' ? x - width : x;
    const right = left + width;
    // Earlier days lie to the left in English, to the right in Arabic.
    if (bound !== undefined && (rtl ? left < bound + LABEL_GAP : right > bound - LABEL_GAP)) continue;
    labels.push({ day: point.day, x, run, text });
    bound = rtl ? right : left;
  }
  return labels;
}

const LABEL_GAP = 8;

export interface LabelledCount {
  label: string;
  count: number;
}

const ROW = 28;

/** Counts by a label (service, status) as horizontal bars, the label above each bar. */
export function CountBars({ items, ...frame }: ChartFrame & { items: readonly LabelledCount[] }) {
  const { t, dir } = useI18n();
  const rtl = dir === 'rtl';
  const max = Math.max(1, ...items.map((item) => item.count));
  const height = Math.max(ROW, items.length * ROW * 1.6);
  return (
    <ChartFigure {...frame}>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-700">
          {t('dashboard.chart.empty')}
        </p>
      ) : (
        LAYOUTS.map((layout) => (
          <ChartSvg key={layout.width} layout={layout} height={height}>
            <BarsDrawing items={items} max={max} rtl={rtl} chartWidth={layout.width} />
          </ChartSvg>
        ))
      )}
    </ChartFigure>
  );
}

type BarsProps = { items: readonly LabelledCount[]; max: number; rtl: boolean; chartWidth: number };

function BarsDrawing({ items, max, rtl, chartWidth }: BarsProps) {
  const x = scaleLinear()
    .domain([0, max])
    .range([0, chartWidth - 60]);
  return items.map((item, index) => {
    const top = index * ROW * 1.6;
    const width = Math.max(2, x(item.count));
    const barX = rtl ? chartWidth - width : 0;
    return (
      <g key={item.label}>
        <text
          x={rtl ? chartWidth : 0}
          y={top + 12}
          {...runs(rtl ? 'left' : 'right', rtl)}
          fontSize={15}
          className="fill-gray-800"
        >
          {item.label}
        </text>
        <rect x={barX} y={top + 18} width={width} height={14} rx={3} className="fill-leaf-600" />
        <text
          x={rtl ? barX - 6 : width + 6}
          y={top + 29}
          {...runs(rtl ? 'left' : 'right', rtl)}
          fontSize={13}
          className="fill-gray-700"
        >
          {item.count}
        </text>
      </g>
    );
  });
}
