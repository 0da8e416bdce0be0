// @vitest-environment jsdom
import type { PlanEstimate } from '@farm/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/context';
import { CashChart } from '#app/planner/cash-chart';

afterEach(cleanup);

const cashflow = (investment: number): PlanEstimate['cashflow'] =>
  Array.from({ length: 37 }, (_, month) => ({
    month,
    low: -investment + month * (investment / 40),
    high: -investment * 1.8 + month * (investment / 40),
  }));

function axisOf(investment: number) {
  const { container } = render(
    <I18nProvider lang="en">
      <CashChart cashflow={cashflow(investment)} />
    </I18nProvider>,
  );
  const wide = container.querySelectorAll('svg[role="img"]')[1];
  const labels = [...(wide?.querySelectorAll('text[text-anchor="end"]') ?? [])].map((t) => t.textContent);
  return { labels, text: wide?.textContent ?? '' };
}

describe('the cash chart', () => {
  it('counts in thousands of dirhams for a farm of a usual size', () => {
    const { labels, text } = axisOf(60_000);
    expect(text).toContain('AED thousands');
    expect(labels).toContain('-100');
  });

  it('counts in millions for a large farm, so its labels fit beside the axis', () => {
    const { labels, text } = axisOf(20_000_000);
    expect(text).toContain('AED millions');
    expect(labels).toContain('-40');
    expect(labels.every((label) => (label ?? '').length <= 6)).toBe(true);
  });
});
