import { clampQuantity, QUANTITY_MAX, QUANTITY_MIN } from '@farm/contract';

export { QUANTITY_MAX, QUANTITY_MIN };

/**
 * The quantity a control settles on once the shopper leaves the field: the contract's rule (a whole
 * number 1-99), and anything else resets to 1 (docs/product-rules.md §5).
 */
export function settleQuantity(input: string): number {
  const trimmed = input.trim();
  // An empty field or a non-numeric one is out of range too; only digits are handed to the rule.
  return /^\d+$/.test(trimmed) ? clampQuantity(Number(trimmed)) : clampQuantity(undefined);
}

/** One step up or down, staying within the limits (the buttons are disabled at the ends). */
export function stepQuantity(current: number, delta: 1 | -1): number {
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, current + delta));
}
