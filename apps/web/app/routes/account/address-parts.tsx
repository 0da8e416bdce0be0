import { countryName, type SavedAddress, stateName } from '@farm/contract';
import type { ReactNode } from 'react';
import { useI18n } from '#app/i18n/context';

/** A saved address as a short block of lines, as the customer wrote it, the country and emirate in the page's language. */
export function AddressLines({ address }: { address: SavedAddress }) {
  const { lang } = useI18n();
  const lines: ReactNode[] = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address,
    address.apartment,
    // Each part set apart: a city typed in Latin letters must not lay out an Arabic emirate and the code
    // after it left to right ("Dubai, 00000 دبي"; docs/decisions/182-countries-and-emirates.md).
    <>
      <bdi>{address.city}</bdi>
      {lang === 'ar' ? '، ' : ', '}
      <bdi>{stateName(address.state, lang)}</bdi> <bdi dir="ltr">{address.zip}</bdi>
    </>,
    countryName(address.country, lang),
  ].filter(Boolean);
  return (
    <address className="not-italic break-words text-gray-800">
      {lines.map((line, i) => (
        <bdi key={i} className="block" suppressHydrationWarning>
          {line}
        </bdi>
      ))}
      <bdi dir="ltr" className="block">
        {address.phone}
      </bdi>
    </address>
  );
}

/** One line naming an address, for the labels of its buttons ("Edit the address Villa 12, Dubai"). */
export function addressName(address: SavedAddress): string {
  return `${address.address}, ${address.city}`;
}
