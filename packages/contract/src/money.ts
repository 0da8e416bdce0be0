/**
 * Money arithmetic in whole cents (docs/decisions/001-prices.md): amounts travel as 2-decimal numbers,
 * but sums and products are done on integers so floating point never shows in a total.
 */

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Price times quantity, e.g. a cart line. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return fromCents(toCents(unitPrice) * quantity);
}

/** The sum of several amounts, e.g. an order's lines. */
export function sumAmounts(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((cents, amount) => cents + toCents(amount), 0));
}
