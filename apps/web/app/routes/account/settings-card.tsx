import type { FormMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { AccountForm } from '#app/accounts/account-form';
import { FailureDialog, type FormReply } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import { TitledSection } from '#app/shop/titled-section';

/** One settings form of the account area: a titled panel, narrow enough to read at any width. */
export function SettingsCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      intro={intro}
      className="max-w-xl rounded-xl border border-gray-200 bg-white p-5"
    >
      <div className="mt-4">{children}</div>
    </TitledSection>
  );
}

/** A settings panel holding one posted form, with the dialog that shows the API's refusal of it. */
export function SettingsForm<Value extends Record<string, unknown>>({
  form,
  failure,
  children,
  id,
  name,
}: {
  id: string;
  /** The panel's title key; its introduction is the key's `.intro`. */
  name: 'account.delete' | 'account.password';
  form: FormMetadata<Value, string[]>;
  failure: FormReply['failure'];
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <SettingsCard id={id} title={t(name)} intro={t(`${name}.intro`)}>
      <AccountForm form={form}>{children}</AccountForm>
      <FailureDialog failure={failure} />
    </SettingsCard>
  );
}
