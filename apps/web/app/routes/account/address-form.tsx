import { savedAddressInputSchema, type SavedAddress, UAE } from '@farm/contract';
import { AccountForm } from '#app/accounts/account-form';
import {
  type Choice,
  CheckboxField,
  FailureDialog,
  SubmitButton,
  useActionForm,
} from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import { BillingFields } from '#app/shop/checkout-form';

/** The fields of a saved address, as at checkout without the e-mail (the account's own is used). */
export function AddressForm({
  id,
  address,
  names,
  countries,
}: {
  id: string;
  address?: SavedAddress;
  names?: { firstName: string; lastName: string };
  countries: readonly Choice[];
}) {
  const { t } = useI18n();
  const { form, fields, busy, failure } = useActionForm(id, savedAddressInputSchema, {
    defaultValue: address ?? { country: UAE, ...names },
  });
  return (
    <AccountForm form={form}>
      <input type="hidden" name="intent" value="save" />
      <BillingFields fields={fields} countries={countries} without={['email']} />
      <CheckboxField field={fields.isDefault} label={t('account.addresses.makeDefault')} />
      <SubmitButton busy={busy}>{t('account.addresses.save')}</SubmitButton>
      <FailureDialog failure={failure} />
    </AccountForm>
  );
}
