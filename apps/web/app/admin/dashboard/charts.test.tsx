// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/context';
import { CountBars, DayChart } from '#app/admin/dashboard/charts';

afterEach(cleanup);

const days = ['2026-11-25', '2026-11-26', '2026-11-27'];
const frame = { title: 'Orders per day', description: 'Orders placed each day' };

function dayChart(values: number[], counts: boolean) {
  return render(
    <I18nProvider lang="en">
      <DayChart
        {...frame}
        kind="bars"
        counts={counts}
        points={days.map((day, i) => ({ day, value: values[i] }))}
        tick={(value) => String(value)}
        dayLabel={(day) => day.slice(8)}
        table={{ head: ['Day', 'Orders'], rows: [] }}
      />
    </I18nProvider>,
  ).container;
}

/** Each drawing's value axis: every tick's label, bottom up (the day labels are the texts with a day's number). */
function axesOf(values: number[], counts: boolean): string[][] {
  return [...dayChart(values, counts).querySelectorAll('svg')].map((svg) =>
    [...svg.querySelectorAll('text')]
      .map((text) => text.textContent ?? '')
      .filter((text) => !days.some((day) => day.slice(8) === text)),
  );
}

describe('the daily chart', () => {
  it('names whole numbers only when it counts, even when one order is the most in a day', () => {
    expect(axesOf([0, 1, 0], true)).toEqual([
      ['0', '1'],
      ['0', '1'],
    ]);
    expect(axesOf([2, 3, 1], true)[1]).toEqual(['0', '1', '2', '3']);
  });

  it('keeps the finer ticks for amounts', () => {
    expect(axesOf([0, 1, 0], false)[1]).toEqual(['0', '0.2', '0.4', '0.6', '0.8', '1']);
  });
});

describe('on a phone', () => {
  // The narrowest card: a 320 px screen less the page's and the card's padding, 16 px on each side.
  const narrowestCard = 320 - 4 * 16;

  it('gives each chart a drawing of its own whose every text is at least 12 px in the narrowest card', () => {
    const bars = render(
      <I18nProvider lang="en">
        <CountBars
          {...frame}
          items={[
            { label: 'New', count: 3 },
            { label: 'Won', count: 1 },
          ]}
          table={{ head: ['Status', 'Requests'], rows: [] }}
        />
      </I18nProvider>,
    ).container;
    for (const container of [dayChart([2, 3, 1], true), bars]) {
      const [phone, wide] = [...container.querySelectorAll('svg')];
      expect(phone?.getAttribute('class')).toContain('sm:hidden');
      expect(wide?.getAttribute('class')).toContain('hidden sm:block');
      const scale = narrowestCard / Number(phone?.getAttribute('viewBox')?.split(' ')[2]);
      const sizes = [...(phone?.querySelectorAll('text') ?? [])].map((text) =>
        Number(text.getAttribute('font-size')),
      );
      expect(sizes.length).toBeGreaterThan(1);
      expect(Math.min(...sizes) * scale).toBeGreaterThanOrEqual(12);
    }
  });
});
