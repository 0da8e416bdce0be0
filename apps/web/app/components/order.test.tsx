// @vitest-environment jsdom
import type { OrderAddress } from '@farm/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderAside } from '#app/components/order';
import { I18nProvider } from '#app/i18n/context';
import type { Language } from '#app/i18n/messages';

afterEach(cleanup);

const shippingAddress: OrderAddress = {
  fullName: 'Layla Hassan',
  email: 'layla.ar@example.com',
  phone: '0501234567',
  addressLine1: 'Villa 12',
  city: 'Dubai',
  state: 'Dubai',
  country: 'AE',
  pincode: '00000',
};

function renderAside(lang: Language) {
  return render(
    <I18nProvider lang={lang}>
      <OrderAside
        order={{ lines: [], subtotal: '', shipping: '', total: '', shippingAddress, history: [] }}
        addressTitle="Address"
      />
    </I18nProvider>,
  );
}

/** The isolated runs of the address's city line: the city, the emirate and the code, in this order. */
function placeParts(container: HTMLElement) {
  const zip = container.querySelector('address bdi[dir="ltr"]');
  const line = [...(zip?.parentElement?.querySelectorAll('bdi') ?? [])];
  const at = line.findIndex((bdi) => bdi === zip);
  return line.slice(at - 2, at + 1).map((bdi) => [bdi.textContent, bdi.getAttribute('dir')]);
}

describe('the delivery address of an order', () => {
  it('sets the city, the Arabic emirate and the code apart on an Arabic page, with the Arabic comma', () => {
    const { container } = renderAside('ar');
    expect(placeParts(container)).toEqual([
      ['Dubai', null],
      ['دبي', null],
      ['00000', 'ltr'],
    ]);
    expect(container.querySelector('address')?.textContent).toContain('Dubai، دبي 00000');
  });

  it('reads "City, Emirate Code" on an English page', () => {
    const { container } = renderAside('en');
    expect(placeParts(container)).toEqual([
      ['Dubai', null],
      ['Dubai', null],
      ['00000', 'ltr'],
    ]);
    expect(container.querySelector('address')?.textContent).toContain('Dubai, Dubai 00000');
  });
});
