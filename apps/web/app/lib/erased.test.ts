import { describe, expect, it } from 'vitest';
import { customerShown, withErasedShown } from '#app/lib/erased';

const erased = {
  shippingAddress: {
    fullName: 'deleted',
    country: 'AE',
    email: 'deleted',
    addressLine1: 'deleted',
    city: 'Dubai',
    state: 'Dubai',
    pincode: 'deleted',
    phone: 'deleted',
  },
  history: [
    {
      status: 'Cancelled' as const,
      at: '2026-12-05T08:00:00.000Z',
      by: { role: 'Customer' as const, name: 'deleted' },
    },
  ],
};

describe("a deleted account's orders", () => {
  it('say "deleted" in the page’s language where the personal data was, and keep the rest', () => {
    const arabic = withErasedShown(erased, 'ar');
    expect(arabic.shippingAddress).toMatchObject({
      fullName: 'محذوف',
      phone: 'محذوف',
      city: 'Dubai',
      country: 'AE',
    });
    expect(arabic.history[0]?.by.name).toBe('محذوف');
    expect(withErasedShown(erased, 'en').shippingAddress.fullName).toBe('deleted');
    expect(customerShown({ _id: 'x', name: 'deleted', email: 'deleted' }, 'ar')).toEqual({
      _id: 'x',
      name: 'محذوف',
      email: 'محذوف',
    });
    expect(customerShown({ _id: 'x', name: 'Amina K', email: 'a@farm.ae' }, 'ar').name).toBe('Amina K');
  });
});
