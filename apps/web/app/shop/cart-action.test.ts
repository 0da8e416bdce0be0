import { describe, expect, it } from 'vitest';
import { cartActionSchema, requestedQuantity } from '#app/shop/cart-action';

describe('requestedQuantity', () => {
  it('takes the typed quantity, or one step from it', () => {
    expect(requestedQuantity('4')).toBe(4);
    expect(requestedQuantity('4', '1')).toBe(5);
    expect(requestedQuantity('4', '-1')).toBe(3);
  });

  it('resets out-of-range input to 1 (docs/product-rules.md §5) and never steps outside 1-99', () => {
    expect(requestedQuantity('150')).toBe(1);
    expect(requestedQuantity('abc')).toBe(1);
    expect(requestedQuantity('1', '-1')).toBe(1);
    expect(requestedQuantity('99', '1')).toBe(99);
  });
});

describe('cartActionSchema', () => {
  const productId = '0123456789abcdef01234567';

  it('reads an update with its step and a removal', () => {
    expect(cartActionSchema.parse({ intent: 'update', productId, quantity: '2', step: '1' })).toEqual({
      intent: 'update',
      productId,
      quantity: '2',
      step: '1',
    });
    expect(cartActionSchema.parse({ intent: 'remove', productId })).toEqual({ intent: 'remove', productId });
  });

  it('refuses other intents, steps and ids', () => {
    expect(cartActionSchema.safeParse({ intent: 'clear', productId }).success).toBe(false);
    expect(
      cartActionSchema.safeParse({ intent: 'update', productId, quantity: '2', step: '5' }).success,
    ).toBe(false);
    expect(cartActionSchema.safeParse({ intent: 'remove', productId: 'x' }).success).toBe(false);
  });
});
