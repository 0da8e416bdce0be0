// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/context';
import { CountBars, DayChart } from '#app/admin/dashboard/charts';

afterEach(cleanup);

const days = ['2026-11-25', '2026-11-26', '2026-11-27'];
const frame = { title: 'Orders per day', description: 'Orders placed each day' };

function dayChart(
  values: number[],
  counts: boolean,
  lang: 'en' | 'ar' = 'en',
  tick: (value: number) => string = String,
) {
  return render(
    <I18nProvider lang={lang}>
      <DayChart
        {...frame}
        kind="bars"
        counts={counts}
        points={days.map((day, i) => ({ day, value: values[i] }))}
        tick={tick}
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

describe('the value axis', () => {
  // What Chromium draws these labels at, 13 units high, in the page's font.
  const drawn: Record<string, number> = { '1.2 مليون': 53, '800 ألف': 48.5, '1.2M': 27.8, '800K': 32.8 };
  const compact = (locale: string) =>
    new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format;

  /** Per drawing: each drawn label's room between its anchor and the drawing's edge, and the plot's start. */
  function rooms(lang: 'en' | 'ar') {
    const tick = compact(lang === 'ar' ? 'ar-AE' : 'en-AE');
    const container = dayChart([0, 1_150_000, 0], false, lang, tick);
    return [...container.querySelectorAll('svg')].map((svg) => {
      const width = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
      const grid = svg.querySelector('line');
      const plotEdge = lang === 'ar' ? Number(grid?.getAttribute('x2')) : Number(grid?.getAttribute('x1'));
      return (
        [...svg.querySelectorAll('text')]
          // Intl puts a no-break space between an Arabic number and its word.
          .map((text) => ({ text, label: (text.textContent ?? '').replace(/\u00a0/g, ' ') }))
          .filter(({ label }) => label in drawn)
          .map(({ text, label }) => {
            const x = Number(text.getAttribute('x'));
            return {
              label,
              room: lang === 'ar' ? width - x : x,
              clear: lang === 'ar' ? x - plotEdge : plotEdge - x,
            };
          })
      );
    });
  }

  it.each(['en', 'ar'] as const)('leaves room for its longest label in every drawing (%s)', (lang) => {
    const drawings = rooms(lang);
    expect(drawings).toHaveLength(2);
    for (const labels of drawings) {
      expect(labels.map((label) => label.label)).toEqual(
        expect.arrayContaining(lang === 'ar' ? ['1.2 مليون', '800 ألف'] : ['1.2M', '800K']),
      );
      for (const { label, room, clear } of labels) {
        expect(room, label).toBeGreaterThanOrEqual(drawn[label] + 2);
        expect(clear, label).toBeGreaterThan(0);
      }
    }
  });

  it("keeps the drawing's own margin where the labels are short", () => {
    const [phone] = [...dayChart([0, 3, 0], true, 'ar').querySelectorAll('svg')];
    expect(phone?.querySelector('line')?.getAttribute('x2')).toBe(String(270 - 48));
  });
});

describe('the days under the chart', () => {
  // What Chromium draws these labels at, 13 units high, in the page's font.
  const drawn: Record<string, number> = {
    '6 ديسمبر': 53.9,
    '29 نوفمبر': 55.9,
    '22 نوفمبر': 55.9,
    '15 نوفمبر': 55.5,
    '8 نوفمبر': 49.2,
    '6 Dec': 35.2,
    '29 Nov': 43.5,
    '22 Nov': 43.5,
    '15 Nov': 43.1,
    '8 Nov': 36.7,
    // The widest month in Arabic.
    '30 أغسطس': 70,
    '23 أغسطس': 69.3,
    '16 أغسطس': 69,
    '9 أغسطس': 62.4,
    '2 أغسطس': 62.4,
    '30 Aug': 43.6,
    '23 Aug': 42.8,
    '16 Aug': 42.5,
    '9 Aug': 36,
    '2 Aug': 35.9,
  };
  /** The dashboard's 30 days, ending on `last`. */
  const daysTo = (last: string) =>
    Array.from({ length: 30 }, (_, i) =>
      new Date(Date.parse(`${last}T00:00:00Z`) - (29 - i) * 86_400_000).toISOString().slice(0, 10),
    );

  /** Per drawing: the span each day label covers, from its anchor, its side and its drawn width. */
  function spans(lang: 'en' | 'ar', month: string[]) {
    const locale = lang === 'ar' ? 'ar-AE' : 'en-AE';
    const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const money = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const container = render(
      <I18nProvider lang={lang}>
        <DayChart
          {...frame}
          kind="line"
          points={month.map((day, i) => ({ day, value: i === 25 ? 1_150_000 : 20_000 }))}
          tick={(value) => money.format(value)}
          dayLabel={(day) => format.format(new Date(`${day}T00:00:00Z`))}
          table={{ head: ['Day', 'Revenue'], rows: [] }}
        />
      </I18nProvider>,
    ).container;
    return [...container.querySelectorAll('svg')].map((svg) => ({
      width: Number(svg.getAttribute('viewBox')?.split(' ')[2]),
      spans: [...svg.querySelectorAll('text')]
        .filter((text) => (text.textContent ?? '') in drawn)
        .map((text) => {
          const width = drawn[text.textContent ?? ''] as number;
          const x = Number(text.getAttribute('x'));
          const anchor = text.getAttribute('text-anchor');
          // A right-to-left text starts at its right edge.
          const towardsRight = (anchor === 'start') === (text.getAttribute('direction') === 'ltr');
          const left = anchor === 'middle' ? x - width / 2 : towardsRight ? x : x - width;
          return { text: text.textContent, left, right: left + width };
        })
        .sort((a, b) => a.left - b.left),
    }));
  }

  it.each([
    ['en', '2026-12-06', '6 Dec'],
    ['ar', '2026-12-06', '6 ديسمبر'],
    ['en', '2026-08-30', '30 Aug'],
    ['ar', '2026-08-30', '30 أغسطس'],
  ] as const)('name the newest day, apart and inside the drawing (%s, to %s)', (lang, last, newest) => {
    for (const drawing of spans(lang, daysTo(last))) {
      expect(drawing.spans.map((span) => span.text)).toContain(newest);
      expect(drawing.spans.length).toBeGreaterThanOrEqual(2);
      for (const [index, span] of drawing.spans.entries()) {
        expect(span.left).toBeGreaterThanOrEqual(0);
        expect(span.right).toBeLessThanOrEqual(drawing.width);
        const next = drawing.spans[index + 1];
        if (next) expect(next.left - span.right, `${span.text} | ${next.text}`).toBeGreaterThanOrEqual(8);
      }
    }
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
