import { countryChoices, SAVED_ADDRESS_LIMIT } from '@farm/contract';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/addresses';
import { buttonVariants, unavailable } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { accountMeta } from '#app/lib/account-meta';
import { bodyOrNotFound, userApi } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import { addressAction } from '#app/routes/account/address-action.server';
import { AddressForm } from '#app/routes/account/address-form';
import { addressName, AddressLines } from '#app/routes/account/address-parts';
import { SettingsCard } from '#app/routes/account/settings-card';
import { privatePage } from '#app/lib/page-cache';
import { TitledSection } from '#app/shop/titled-section';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.addresses');
export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, user } = await userApi(request, context);
  return {
    addresses: bodyOrNotFound(await api.account.listAddresses()).data,
    // A new address starts with the account's name: most people ship to themselves.
    names: { firstName: user.username, lastName: user.lastname },
    countries: countryChoices(languageOf(request)),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => addressAction({ request, context });

/** The address book (docs/decisions/173-saved-addresses.md): the saved addresses, the default first, and a form to add one. */
export default function AccountAddresses({ loaderData }: Route.ComponentProps) {
  const { addresses, names, countries } = loaderData;
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="flex flex-col gap-6">
      <TitledSection
        id="addresses-heading"
        title={t('account.addresses')}
        intro={t('account.addresses.intro')}
      >
        {addresses.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-leaf-300 bg-white p-6 text-center text-gray-700">
            {t('account.addresses.empty')}
          </p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
            {addresses.map((address) => (
              <li
                key={address._id}
                className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
              >
                {address.isDefault && (
                  <p>
                    <span className="rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-semibold text-leaf-800">
                      {t('account.addresses.default')}
                    </span>
                  </p>
                )}
                <AddressLines address={address} />
                <div className="mt-auto flex flex-wrap gap-2">
                  <Link
                    to={`/account/addresses/${address._id}`}
                    aria-label={t('account.addresses.editLabel', { address: addressName(address) })}
                    className={buttonVariants({ variant: 'neutral', size: 'sm' })}
                  >
                    {t('account.addresses.edit')}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={address._id} />
                    <button
                      type="submit"
                      {...unavailable(busy)}
                      aria-label={t('account.addresses.removeLabel', { address: addressName(address) })}
                      className={buttonVariants({ variant: 'dangerOutline', size: 'sm' })}
                    >
                      {t('account.addresses.remove')}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      {addresses.length < SAVED_ADDRESS_LIMIT ? (
        <SettingsCard id="add-address-heading" title={t('account.addresses.add')}>
          {/* Started afresh once an address is saved (the newest id changes), ready for the next one;
              removing another address leaves what is being typed. */}
          <AddressForm
            key={
              addresses
                .map(({ _id }) => _id)
                .sort()
                .at(-1) ?? 'none'
            }
            id="add-address"
            names={names}
            countries={countries}
          />
        </SettingsCard>
      ) : (
        <p className="text-gray-700">{t('account.addresses.full', { max: SAVED_ADDRESS_LIMIT })}</p>
      )}
    </div>
  );
}
