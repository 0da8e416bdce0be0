import { describe, expect, it } from 'vitest';
import { adminOrderQuerySchema } from './orders';
import { paymentReportQuerySchema } from './admin-orders';
import { addDays, calendarDateSchema, shopDateOf, shopDayStart, shopDaysCondition } from './shop-calendar';

describe("the shop's calendar (Dubai, UTC+4 all year)", () => {
  it('starts a day at 20:00 UTC the evening before', () => {
    expect(shopDayStart('2026-01-01').toISOString()).toBe('2025-12-31T20:00:00.000Z');
    expect(shopDateOf(Date.parse('2026-06-30T19:59:59.999Z'))).toBe('2026-06-30');
    expect(shopDateOf(Date.parse('2026-06-30T20:00:00.000Z'))).toBe('2026-07-01');
  });

  it('counts days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('turns an inclusive range of days into [first start, start of the day after the last)', () => {
    expect(shopDaysCondition('2026-03-10', '2026-03-11')).toEqual({
      $gte: new Date('2026-03-09T20:00:00.000Z'),
      $lt: new Date('2026-03-11T20:00:00.000Z'),
    });
    expect(shopDaysCondition(undefined, undefined)).toBeUndefined();
    expect(shopDaysCondition('2026-03-10')).toEqual({ $gte: new Date('2026-03-09T20:00:00.000Z') });
  });

  it('accepts only days that exist, written YYYY-MM-DD', () => {
    expect(calendarDateSchema.safeParse('2024-02-29').success).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-5', '05/01/2026', '1999-12-31', ''])
      expect(calendarDateSchema.safeParse(bad).error?.issues[0]?.message).toBe('dateInvalid');
  });

  it('refuses a range whose end comes before its start, on the end field', () => {
    for (const schema of [adminOrderQuerySchema, paymentReportQuerySchema]) {
      const parsed = schema.safeParse({ from: '2026-03-11', to: '2026-03-10' });
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ path: ['to'], message: 'dateRangeReversed' }),
      ]);
      expect(schema.safeParse({ from: '2026-03-10', to: '2026-03-10' }).success).toBe(true);
      // An empty date input (a GET form) is no filter.
      expect(schema.safeParse({ from: '', to: '' }).data).toMatchObject({ from: undefined, to: undefined });
    }
  });
});
