import type { Product } from '@farm/contract';
import { isOrderable, orderableTotal, priceLine } from './pricing';

const product = (overrides: Partial<Product> = {}): Product => ({
  _id: '0123456789abcdef01234567',
  categoryId: '0123456789abcdef01234568',
  name: 'AquaLeaf Kit',
  slug: 'aqualeaf-kit',
  description: 'A kit',
  images: [{ url: '/api/files/0123456789abcdef01234569' }],
  offer: '',
  price: 149.99,
  discountedPrice: 129.99,
  stock: 5,
  usp: [],
  ...overrides,
});

describe('priceLine', () => {
  it('prices from the discounted price, in cents', () => {
    const line = priceLine({ productId: product()._id, quantity: 3 }, product());
    expect(line).toMatchObject({ unitPrice: 129.99, lineTotal: 389.97, availability: 'available', stock: 5 });
    expect(line.image).toBe('/api/files/0123456789abcdef01234569');
  });

  it('says when the stock is short or gone', () => {
    expect(priceLine({ productId: 'x', quantity: 6 }, product()).availability).toBe('insufficientStock');
    expect(priceLine({ productId: 'x', quantity: 1 }, product({ stock: 0 })).availability).toBe('outOfStock');
  });

  it('keeps the snapshot of a product that no longer exists', () => {
    const snapshot = { name: 'Old kit', slug: 'old-kit', image: null, unitPrice: 10 };
    expect(priceLine({ productId: 'x', quantity: 2, snapshot }, undefined)).toEqual({
      productId: 'x',
      name: 'Old kit',
      slug: 'old-kit',
      image: null,
      unitPrice: 10,
      quantity: 2,
      lineTotal: 20,
      availability: 'unavailable',
      stock: 0,
    });
  });
});

describe('totals', () => {
  it('add up only the lines that can be ordered, without floating point drift', () => {
    const lines = [
      priceLine({ productId: 'a', quantity: 1 }, product({ discountedPrice: 0.1 })),
      priceLine({ productId: 'b', quantity: 1 }, product({ discountedPrice: 0.2 })),
      priceLine({ productId: 'c', quantity: 9 }, product({ stock: 1 })),
    ];
    expect(orderableTotal(lines)).toBe(0.3);
    expect(isOrderable(lines)).toBe(false);
    expect(isOrderable(lines.slice(0, 2))).toBe(true);
    expect(isOrderable([])).toBe(false);
  });
});
