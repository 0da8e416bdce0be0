import type { SavedAddress } from '@farm/contract';
import { Link } from 'react-router';
import { textLinkClass } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { addressName, AddressLines } from '#app/routes/account/address-parts';
import { LinkLine, TitledSection } from '#app/shop/titled-section';

/**
 * The customer's saved addresses above the checkout form (docs/decisions/173-saved-addresses.md): the one
 * in the form is marked, each other one is a link that reloads checkout with it, so choosing works
 * without JavaScript and keeps the Buy now product in the URL.
 */
export function SavedAddressPicker({
  addresses,
  chosenId,
  hrefFor,
}: {
  addresses: SavedAddress[];
  chosenId: string | undefined;
  hrefFor: (id: string) => string;
}) {
  const { t } = useI18n();
  if (addresses.length === 0) return null;
  return (
    <TitledSection
      id="saved-addresses-heading"
      title={t('checkout.savedAddresses')}
      className="rounded-2xl border border-leaf-100 bg-white p-5"
    >
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {addresses.map((address) => {
          const chosen = address._id === chosenId;
          return (
            <li
              key={address._id}
              className={`flex flex-col gap-2 rounded-xl border p-3 ${chosen ? 'border-leaf-700 bg-leaf-50' : 'border-gray-200'}`}
            >
              <AddressLines address={address} />
              {chosen ? (
                <p className="text-sm font-semibold text-leaf-800">{t('checkout.inForm')}</p>
              ) : (
                <Link
                  to={hrefFor(address._id)}
                  aria-label={t('checkout.useAddressLabel', { address: addressName(address) })}
                  className={textLinkClass}
                >
                  {t('checkout.useAddress')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <LinkLine to="/account/addresses" className="mt-3 text-sm">
        {t('checkout.manageAddresses')}
      </LinkLine>
    </TitledSection>
  );
}

/** Checkout with the saved address `id` in the form, keeping Buy now's product and quantity. */
export function checkoutHref(direct: { productId: string; quantity: number } | null, id: string): string {
  const query = new URLSearchParams(
    direct ? { productId: direct.productId, quantity: String(direct.quantity) } : {},
  );
  query.set('address', id);
  return `/checkout?${query.toString()}`;
}

/** The checkout form's starting values from a saved address (the e-mail stays the account's). */
export function checkoutDefaultsOf(address: SavedAddress | undefined) {
  if (!address) return {};
  const { _id: _id, isDefault: _isDefault, ...fields } = address;
  return fields;
}
