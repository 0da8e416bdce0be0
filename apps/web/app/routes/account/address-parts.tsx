import { countryName, type SavedAddress, stateName } from '@farm/contract';
import type { ReactNode } from 'react';
import { PlaceLine } from '#app/components/order';
import { useI18n } from '#app/i18n/context';

/** A saved address as a short block of lines, as the customer wrote it, the country and emirate in the page's language. */
export function AddressLines({ address }: { address: SavedAddress }) {
  const { lang } = useI18n();
  const lines: ReactNode[] = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address,
    address.apartment,
    <PlaceLine city={address.city} state={stateName(address.state, lang)} zip={address.zip} />,
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
