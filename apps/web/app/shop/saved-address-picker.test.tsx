// @vitest-environment jsdom
import type { SavedAddress } from '@farm/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/context';
import { checkoutDefaultsOf, checkoutHref, SavedAddressPicker } from '#app/shop/saved-address-picker';

afterEach(cleanup);

const homeFields = {
  firstName: 'Layla',
  lastName: 'Hassan',
  country: 'AE',
  address: 'Villa 12, Street 4',
  city: 'Dubai',
  state: 'Dubai',
  zip: '00000',
  phone: '0501234567',
};
const home: SavedAddress = { ...homeFields, _id: '665f1c2a9b1e8a0012345678', isDefault: true };
const office: SavedAddress = {
  ...home,
  _id: '665f1c2a9b1e8a0012345679',
  address: 'Office 301',
  city: 'Abu Dhabi',
  isDefault: false,
};

describe('saved addresses at checkout', () => {
  it('fills the form with the address fields only (never its id or default mark)', () => {
    expect(checkoutDefaultsOf(home)).toEqual(homeFields);
    expect(checkoutDefaultsOf(undefined)).toEqual({});
  });

  it('keeps Buy now’s product and quantity when another address is chosen', () => {
    expect(checkoutHref({ productId: 'p1', quantity: 3 }, 'a1')).toBe(
      '/checkout?productId=p1&quantity=3&address=a1',
    );
    expect(checkoutHref(null, 'a1')).toBe('/checkout?address=a1');
  });

  it('marks the address in the form and links the others', async () => {
    const Stub = createRoutesStub([
      {
        path: '/checkout',
        Component: () => (
          <I18nProvider lang="en">
            <SavedAddressPicker
              addresses={[home, office]}
              chosenId={home._id}
              hrefFor={(id) => checkoutHref(null, id)}
            />
          </I18nProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={['/checkout']} />);
    expect(await screen.findByText('In the form')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Use the address Office 301, Abu Dhabi' });
    expect(link.getAttribute('href')).toBe(`/checkout?address=${office._id}`);
    expect(screen.queryByRole('link', { name: /Villa 12/ })).toBeNull();
  });
});
