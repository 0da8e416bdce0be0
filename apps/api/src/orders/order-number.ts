import { ORDER_NUMBER_DIGITS, ORDER_NUMBER_PREFIX, shopDateOf } from '@farm/contract';

/** The shop's calendar year at `now` (it turns at midnight in Dubai): order numbers count from 1 each year. */
export function orderYear(now: number): number {
  return Number(shopDateOf(now).slice(0, 4));
}

/** `FA-2026-000123`: prefix, year and that year's counter, zero-padded so it reads well over the phone. */
export function formatOrderNumber(year: number, seq: number): string {
  return `${ORDER_NUMBER_PREFIX}-${year}-${String(seq).padStart(ORDER_NUMBER_DIGITS, '0')}`;
}

/** The id of a year's counter document. */
export function counterId(year: number): string {
  return `order-${year}`;
}
