import { QUANTITY_MAX, QUANTITY_MIN } from './constants';

/*
 * The quantity rule without zod, for the quantity controls every product page draws: pages without a form
 * load no validation library (docs/decisions/105-forms-load-on-demand.md). `quantitySchema` in rules.ts is the
 * same rule for forms and the API; a test holds the two to the same answers.
 */

/** A whole number 1-99 (docs/product-rules.md §5). */
export function isQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= QUANTITY_MIN && value <= QUANTITY_MAX;
}

/** The quantity a control should show: the input when it is a valid quantity, else 1 (docs/product-rules.md §4, 5). */
export function clampQuantity(input: unknown): number {
  // form text is read as a number, the way `quantitySchema` reads it; blank text is no quantity
  const text = typeof input === 'string' ? input.trim() : undefined;
  const value = text === undefined ? input : text === '' ? undefined : Number(text);
  return typeof value === 'number' && isQuantity(value) ? value : QUANTITY_MIN;
}
