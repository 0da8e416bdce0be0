// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/context';
import { DayChart } from '#app/admin/dashboard/charts';

afterEach(cleanup);

const days = ['2026-11-25', '2026-11-26', '2026-11-27'];

function axisOf(values: number[], counts: boolean): string[] {
  const { container } = render(
    <I18nProvider lang="en">
      <DayChart
        title="Orders per day"
        description="Orders placed each day"
        kind="bars"
        counts={counts}
        points={days.map((day, i) => ({ day, value: values[i] }))}
        tick={(value) => String(value)}
        dayLabel={(day) => day.slice(8)}
        table={{ head: ['Day', 'Orders'], rows: [] }}
      />
    </I18nProvider>,
  );
  // the value axis: every tick's label, bottom up; the day labels are the texts with a day's number
  return [...container.querySelectorAll('svg text')]
    .map((text) => text.textContent ?? '')
    .filter((text) => !days.some((day) => day.slice(8) === text));
}

describe('the daily chart', () => {
  it('names whole numbers only when it counts, even when one order is the most in a day', () => {
    expect(axisOf([0, 1, 0], true)).toEqual(['0', '1']);
    expect(axisOf([2, 3, 1], true)).toEqual(['0', '1', '2', '3']);
  });

  it('keeps the finer ticks for amounts', () => {
    expect(axisOf([0, 1, 0], false)).toEqual(['0', '0.2', '0.4', '0.6', '0.8', '1']);
  });
});
