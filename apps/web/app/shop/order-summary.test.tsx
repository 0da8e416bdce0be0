// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/context';
import { OrderSummary } from '#app/shop/order-summary';
import type { LineView } from '#app/shop/views';

afterEach(cleanup);

const line = (name: string, lineTotal: string, availability: LineView['availability']): LineView => ({
  productId: name,
  name,
  slug: name.toLowerCase(),
  image: null,
  quantity: 1,
  unitPrice: lineTotal,
  lineTotal,
  availability,
  stock: availability === 'outOfStock' ? 0 : 5,
  exists: true,
});

describe('the checkout summary', () => {
  it('strikes out the amount of a line that is not part of the total, and says why', () => {
    render(
      <I18nProvider lang="en">
        <OrderSummary
          quote={{
            lines: [line('Basil kit', 'AED 100.00', 'available'), line('Tower', 'AED 500.00', 'outOfStock')],
            subtotal: 'AED 100.00',
            shipping: 'AED 0.00',
            total: 'AED 100.00',
            orderable: true,
          }}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('AED 500.00', { selector: 's' })).toBeTruthy();
    expect(screen.getByText('Out of stock · Not included in the total', { exact: false })).toBeTruthy();
    // The line that counts keeps its amount as it is.
    expect(screen.queryByText('AED 100.00', { selector: 's' })).toBeNull();
  });
});
