import { objectIdSchema, QUANTITY_MAX, QUANTITY_MIN } from '@farm/contract';
import { z } from 'zod';
import { settleQuantity } from '#app/lib/quantity';

/**
 * What the cart page posts: a quantity (typed, or one step from the one shown: the −/+ buttons post the
 * step, so they work without JavaScript) or a removal.
 */
export const cartActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('update'),
    productId: objectIdSchema,
    quantity: z.string().max(10),
    step: z.enum(['-1', '1']).optional(),
  }),
  z.object({ intent: z.literal('remove'), productId: objectIdSchema }),
]);

/** The quantity asked for: the field settled by the product rules' rule (out of range is 1), then the step. */
export function requestedQuantity(quantity: string, step?: '-1' | '1'): number {
  const settled = settleQuantity(quantity) + (step ? Number(step) : 0);
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, settled));
}

/** The answer to a quantity change made with JavaScript (applied at once, rolled back on failure). */
export type CartUpdateReply = { ok: true; message: string } | { ok: false; title: string; message: string };
