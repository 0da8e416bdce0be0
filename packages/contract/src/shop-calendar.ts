import { z } from 'zod';
import type { adminOrderMessages } from './admin-orders-messages';

/**
 * The shop's calendar (docs/decisions/080-date-ranges-in-dubai-time.md). Admins think in the days of the
 * shop, in Dubai; the database keeps instants in UTC. A range of days `from`..`to` is inclusive on both
 * ends and means [00:00 Dubai on `from`, 00:00 Dubai on the day after `to`). Dubai keeps UTC+4 all year
 * (no daylight saving), so a day starts at 20:00 UTC the evening before.
 */
export const SHOP_TIME_ZONE = 'Asia/Dubai';
/** Dubai's offset from UTC, for database date arithmetic (the embedded database's dates know only UTC). */
export const SHOP_UTC_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Code = keyof typeof adminOrderMessages;
const dateInvalid: Code = 'dateInvalid';
const dateRangeReversed: Code = 'dateRangeReversed';

/** YYYY-MM-DD in this century (what `<input type="date">` sends), and a day that exists. */
const DATE_PATTERN = /^(20\d{2})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day of the shop's calendar, e.g. `2026-11-24`. */
export const calendarDateSchema = z
  .string({ invalid_type_error: dateInvalid })
  .trim()
  .refine(isCalendarDate, dateInvalid);

/** 00:00 in Dubai on `date` (YYYY-MM-DD), as an instant. */
export function shopDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - SHOP_UTC_OFFSET_MS);
}

/** The shop's day (YYYY-MM-DD) an instant falls on. */
export function shopDateOf(instant: Date | number): string {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(time + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after (or, negative, before) `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instants of an inclusive range of days, as a MongoDB condition on a date field. */
export function shopDaysCondition(from?: string, to?: string): { $gte?: Date; $lt?: Date } | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { $gte: shopDayStart(from) } : {}),
    ...(to ? { $lt: shopDayStart(addDays(to, 1)) } : {}),
  };
}

/** Adds the "from after to" issue to a query holding both days (on `to`, the field to correct). */
export function checkDayRange(range: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (range.from && range.to && range.from > range.to) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['to'], message: dateRangeReversed });
  }
}
