import type { ReactNode } from 'react';
import { useI18n } from '#app/i18n/context';

/** The side a column keeps to: start and end follow the reading direction (right and left in Arabic). */
export type Align = 'start' | 'end' | 'center';

// Whole class names, so Tailwind finds them when it scans the source.
const alignClass: Record<Align, string> = { start: 'text-start', end: 'text-end', center: 'text-center' };

/**
 * A column's heading. A text alone keeps to the start. `srOnly` names a column that shows no heading
 * (a picture, a link) for screen readers only; `className` adds the column's own classes (hidden on phones).
 */
export type Column = string | { label: string; align?: Align; srOnly?: boolean; className?: string };

/** What a data table takes: its columns, the classes of its head, and its rows as children. */
export interface DataTableProps {
  columns: readonly Column[];
  /** The classes every heading shares (padding, weight). */
  headCell: string;
  caption?: string;
  captionClassName?: string;
  className?: string;
  headClassName?: string;
  children: ReactNode;
}

/**
 * A table with its head row, one `scope="col"` heading per column; the rows come as children (`tbody`,
 * `tfoot`). The caption, when given, is for screen readers unless `captionClassName` shows it.
 */
export function DataTable({
  columns,
  headCell,
  caption,
  captionClassName = 'sr-only',
  className = 'w-full text-sm',
  headClassName = 'bg-gray-50 text-gray-700',
  children,
}: DataTableProps) {
  return (
    <table className={className}>
      {caption && <caption className={captionClassName}>{caption}</caption>}
      <thead className={headClassName}>
        <tr>
          {columns.map((column, index) => {
            const {
              label,
              align = 'start',
              srOnly = false,
              className: own = '',
            } = typeof column === 'string' ? { label: column } : column;
            return (
              <th key={index} scope="col" className={`${headCell} ${alignClass[align]} ${own}`.trim()}>
                {srOnly ? <span className="sr-only">{label}</span> : label}
              </th>
            );
          })}
        </tr>
      </thead>
      {children}
    </table>
  );
}

/** The cells of the admin's boxed tables (orders, reports): headings stay on one line, cells top-aligned. */
export const boxHeadCell = 'px-4 py-3 font-semibold whitespace-nowrap';
export const boxCell = 'px-4 py-3 align-top';

/** A body row's top rule, the same in every table. */
export const rowRule = 'border-t border-gray-100';

/**
 * Rows that name a thing in their first cell (a row heading) and give its figures, kept to the end, in
 * the others: the shape of the planner's tables and of the charts' table alternatives.
 */
export function FigureRows({
  rows,
  rowHead,
  cell,
}: {
  rows: readonly (readonly ReactNode[])[];
  /** The classes of the first cell, a `scope="row"` heading. */
  rowHead: string;
  /** The classes of the figures. */
  cell: string;
}) {
  return (
    <tbody>
      {rows.map(([first, ...rest], index) => (
        <tr key={index} className={rowRule}>
          <th scope="row" className={rowHead}>
            {first}
          </th>
          {rest.map((figure, figureIndex) => (
            <td key={figureIndex} className={cell}>
              {figure}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/**
 * A data table in its own scrolling box: on a phone a wide table scrolls inside the box, never the page
 * (no page scrolls sideways). The table's caption also names the box, a region the keyboard can focus and
 * scroll (axe: scrollable-region-focusable), so a table without links in it can still be read to its last
 * column.
 */
export function TableBox({
  boxClassName = 'mt-6',
  ...table
}: DataTableProps & { caption: string; boxClassName?: string }) {
  return (
    // `relative` keeps visually hidden (absolute) cell texts inside the box, or they would widen the page.
    <div
      role="region"
      aria-label={table.caption}
      tabIndex={0}
      className={`relative ${boxClassName} overflow-x-auto rounded-xl border border-gray-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-leaf-600`}
    >
      <DataTable {...table} />
    </div>
  );
}

/**
 * The frame of a table that may be wider than a phone: a region named after the table that the keyboard
 * can focus and scroll with the arrow keys, with shadows on the edges that have more columns and, on
 * narrow screens, a line saying the table scrolls sideways.
 */
export function ScrollTable({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <p aria-hidden="true" className="mt-3 text-xs text-gray-600 sm:hidden">
        {t('table.scrollHint')}
      </p>
      {/* Focusable: the keyboard scrolls a table wider than the screen through its region (axe: scrollable-region-focusable). */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className={`scroll-cue overflow-x-auto rounded-xl border border-gray-200 ${className}`}
      >
        {children}
      </div>
    </>
  );
}

/**
 * A chart's numbers as a table behind a disclosure, in a box of limited height that the keyboard can
 * focus and scroll; the head row stays in view while it scrolls.
 */
export function DisclosedTable({
  summary,
  summaryClassName,
  title,
  boxClassName,
  columns,
  children,
}: {
  summary: string;
  summaryClassName: string;
  /** Names the box and captions the table. */
  title: string;
  boxClassName: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <details className="mt-3">
      <summary className={summaryClassName}>{summary}</summary>
      {/* Focusable, so a keyboard can scroll the long table (axe: scrollable-region-focusable). */}
      <div
        role="region"
        aria-label={title}
        tabIndex={0}
        className={`mt-2 overflow-auto rounded-lg border border-gray-200 ${boxClassName}`}
      >
        <DataTable
          caption={title}
          columns={columns}
          headCell="px-3 py-2"
          headClassName="sticky top-0 bg-gray-50"
        >
          {children}
        </DataTable>
      </div>
    </details>
  );
}
