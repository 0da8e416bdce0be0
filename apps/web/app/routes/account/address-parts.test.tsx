// @vitest-environment jsdom
import type { SavedAddress } from '@farm/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/context';
import type { Language } from '#app/i18n/messages';
import { AddressLines } from '#app/routes/account/address-parts';

afterEach(cleanup);

const home: SavedAddress = {
  _id: '665f1c2a9b1e8a0012345678',
  isDefault: true,
  firstName: 'Layla',
  lastName: 'Hassan',
  country: 'AE',
  address: 'Villa 12, Street 4',
  city: 'Dubai',
  state: 'Dubai',
  zip: '00000',
  phone: '0501234567',
};

/** Each line of the address block, and the isolated runs inside it. */
function linesOf(lang: Language) {
  const { container } = render(
    <I18nProvider lang={lang}>
      <AddressLines address={home} />
    </I18nProvider>,
  );
  return [...container.querySelectorAll('address > bdi')].map((line) => ({
    text: line.textContent,
    parts: [...line.querySelectorAll('bdi')].map((bdi) => [bdi.textContent, bdi.getAttribute('dir')]),
  }));
}

describe('a saved address', () => {
  it('sets the city, the Arabic emirate and the code apart on an Arabic page, with the Arabic comma', () => {
    expect(linesOf('ar')[2]).toEqual({
      text: 'Dubai، دبي 00000',
      parts: [
        ['Dubai', null],
        ['دبي', null],
        ['00000', 'ltr'],
      ],
    });
  });

  it('reads "City, Emirate Code" on an English page', () => {
    const [, , place] = linesOf('en');
    expect(place?.text).toBe('Dubai, Dubai 00000');
    expect(place?.parts).toHaveLength(3);
  });
});
