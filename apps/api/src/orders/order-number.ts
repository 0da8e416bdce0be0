import { ORDER_NUMBER_DIGITS, ORDER_NUMBER_PREFIX } from '@farm/contract';

/** The UAE keeps UTC+4 all year (no daylight saving), so the shop's year turns at midnight in Dubai. */
const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The shop's calendar year at `now`: its order numbers count from 1 again each year. */
export function orderYear(now: number): number {
  return new Date(now + UAE_OFFSET_MS).getUTCFullYear();
}

/** `FA-2026-000123`: prefix, year and that year's counter, zero-padded so it reads well over the phone. */
export function formatOrderNumber(year: number, seq: number): string {
  return `${ORDER_NUMBER_PREFIX}-${year}-${String(seq).padStart(ORDER_NUMBER_DIGITS, '0')}`;
}

/** The id of a year's counter document. */
export function counterId(year: number): string {
  return `order-${year}`;
}
