import { countryChoices } from '@farm/contract';
import type { Route } from './+types/address-edit';
import { useI18n } from '#app/i18n/context';
import { BackLink } from '#app/components/ui/back-link';
import { accountMeta } from '#app/lib/account-meta';
import { bodyOrNotFound, notFound, userApi } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import { addressAction } from '#app/routes/account/address-action.server';
import { AddressForm } from '#app/routes/account/address-form';
import { SettingsCard } from '#app/routes/account/settings-card';
import { privatePage } from '#app/lib/page-cache';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.addresses.editTitle');
export const headers = privatePage;

/** One saved address to change; an id that is not in the customer's book is the not-found page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = await userApi(request, context);
  const address = bodyOrNotFound(await api.account.listAddresses()).data.find(
    (entry) => entry._id === params.id,
  );
  return { address: address ?? notFound(), countries: countryChoices(languageOf(request)) };
}

export const action = ({ request, context, params }: Route.ActionArgs) =>
  addressAction({ request, context }, params.id);

export default function AccountAddressEdit({ loaderData }: Route.ComponentProps) {
  const { address, countries } = loaderData;
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/account/addresses">{t('account.addresses.back')}</BackLink>
      <SettingsCard id="edit-address-heading" title={t('account.addresses.editTitle')}>
        <AddressForm id="edit-address" address={address} countries={countries} />
      </SettingsCard>
    </div>
  );
}
