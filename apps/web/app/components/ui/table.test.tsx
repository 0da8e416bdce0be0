// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, FigureRows, TableBox } from '#app/components/ui/table';

afterEach(cleanup);

describe('the table kit', () => {
  it('heads each column with its side and names a column without a visible heading', () => {
    render(
      <DataTable
        caption="Orders"
        columns={[
          'Number',
          { label: 'Total', align: 'end' },
          { label: 'Open', srOnly: true, className: 'w-28' },
        ]}
        headCell="px-4 py-3"
      >
        <FigureRows rows={[['A-1', '10', 'open']]} rowHead="row-head" cell="figure" />
      </DataTable>,
    );
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((head) => [head.textContent, head.getAttribute('scope'), head.className])).toEqual([
      ['Number', 'col', 'px-4 py-3 text-start'],
      ['Total', 'col', 'px-4 py-3 text-end'],
      ['Open', 'col', 'px-4 py-3 text-start w-28'],
    ]);
    expect(heads[2]?.firstElementChild?.className).toBe('sr-only');
    expect(screen.getByRole('table', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByRole('rowheader').textContent).toBe('A-1');
    expect(screen.getAllByRole('cell').map((cell) => cell.className)).toEqual(['figure', 'figure']);
  });

  it('makes every box a named region the keyboard can reach, so a wide table scrolls without a mouse', () => {
    render(
      <>
        <TableBox caption="Orders" columns={['Number']} headCell="px-4">
          <tbody />
        </TableBox>
        <TableBox caption="Versions" columns={['Version']} headCell="px-4" boxClassName="mt-3">
          <tbody />
        </TableBox>
      </>,
    );
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => [region.getAttribute('aria-label'), region.tabIndex])).toEqual([
      ['Orders', 0],
      ['Versions', 0],
    ]);
    expect(regions[1]?.className).toMatch(/^relative mt-3 overflow-x-auto /);
    // The caption names both the box and the table inside it.
    expect(screen.getByRole('table', { name: 'Versions' })).toBeTruthy();
  });
});
