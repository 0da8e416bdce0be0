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

  it('makes a named box a region the keyboard can reach, and leaves an unnamed one plain', () => {
    const { container } = render(
      <>
        <TableBox label="Orders">named</TableBox>
        <TableBox className="mt-3">plain</TableBox>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region.tabIndex).toBe(0);
    const plain = container.lastElementChild as HTMLElement;
    expect(plain.getAttribute('role')).toBeNull();
    expect(plain.hasAttribute('tabindex')).toBe(false);
    expect(plain.className).toBe('mt-3 overflow-x-auto rounded-xl border border-gray-200 bg-white');
  });
});
