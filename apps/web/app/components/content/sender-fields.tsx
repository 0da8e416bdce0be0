import type { ReactNode } from 'react';
import { type AnyField, Field } from '#app/components/forms';
import { Button, unavailable } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';

type SenderFieldsProps = {
  fields: { name: AnyField; email: AnyField; phone: AnyField };
  /** The catalogue keys of the name's, the e-mail's and the phone's labels, each form having its own words. */
  labels: [name: MessageKey, email: MessageKey, phone: MessageKey];
  phoneHint?: string;
  /** The keyboard a phone shows; the contact form's number is digits only. */
  phoneInputMode?: 'tel' | 'numeric';
  /** Fields between the name and the e-mail (the enquiry's company). */
  children?: ReactNode;
};

/**
 * Who writes: the name, e-mail and phone that every public form asks first. E-mail and phone are typed left
 * to right on Arabic pages too.
 */
export function SenderFields({ fields, labels, phoneHint, phoneInputMode, children }: SenderFieldsProps) {
  const { t } = useI18n();
  const [name, email, phone] = labels.map((key) => t(key));
  return (
    <>
      <Field field={fields.name} label={name} required inputProps={{ autoComplete: 'name' }} />
      {children}
      <Field
        field={fields.email}
        label={email}
        type="email"
        required
        inputProps={{ autoComplete: 'email' }}
      />
      <Field
        field={fields.phone}
        label={phone}
        type="tel"
        hint={phoneHint}
        required
        inputProps={{ autoComplete: 'tel', inputMode: phoneInputMode }}
      />
    </>
  );
}

/** A public form's button: it says "Sending…" and holds while the post is on its way, so it is not sent twice. */
export function SendButton({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useI18n();
  return (
    <Button type="submit" size="lg" {...unavailable(busy)}>
      {busy ? t('form.sending') : label}
    </Button>
  );
}
