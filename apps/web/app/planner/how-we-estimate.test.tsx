// @vitest-environment jsdom
import { type PlannerAssumptions, referencePlannerFigures } from '@farm/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/context';
import type { Language } from '#app/i18n/messages';
import { HowWeEstimate } from '#app/planner/how-we-estimate';

afterEach(cleanup);

function stepsOf(lang: Language, rampUpMonths: number, harvestCycleDays: number): string {
  const assumptions: PlannerAssumptions = {
    version: 3,
    publishedAt: '2026-11-01T08:00:00.000Z',
    note: '',
    figures: { ...referencePlannerFigures, rampUpMonths, harvestCycleDays },
  };
  const { container } = render(
    <I18nProvider lang={lang}>
      <HowWeEstimate assumptions={assumptions} />
    </I18nProvider>,
  );
  return container.querySelector('ol')?.textContent ?? '';
}

describe('how we estimate', () => {
  it('counts the months before sales and the days between harvests in the number’s own form', () => {
    expect(stepsOf('en', 1, 45)).toContain('sales start 1 month after the order');
    expect(stepsOf('en', 2, 1)).toMatch(/a harvest every 1 day\..*sales start 2 months after/s);
    const arabic = stepsOf('ar', 2, 45);
    expect(arabic).toContain('تبدأ المبيعات بعد شهرين من الطلب');
    expect(arabic).toContain('حصاد كل 45 يوماً');
    expect(stepsOf('ar', 5, 7)).toMatch(/حصاد كل 7 أيام.*بعد 5 أشهر من الطلب/s);
  });
});
