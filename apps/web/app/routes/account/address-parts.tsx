import type { SavedAddress } from '@farm/contract';

/** A saved address as a short block of lines, written as the customer typed it. */
export function AddressLines({ address }: { address: SavedAddress }) {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address,
    address.apartment,
    `${address.city}, ${address.state} ${address.zip}`,
    address.country,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="not-italic break-words text-gray-800">
      {lines.map((line, i) => (
        <bdi key={i} className="block">
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
