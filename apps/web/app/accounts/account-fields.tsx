import type { FieldMetadata } from '@conform-to/react';
import { useI18n } from '../i18n/context';
import { TextField } from './text-field';

type Field = FieldMetadata<string>;

/** The e-mail every account form starts from. */
export function EmailField({ field }: { field: Field }) {
  const { t } = useI18n();
  return <TextField field={field} label={t('field.email')} type="email" autoComplete="email" />;
}

/** The six-digit code from an account e-mail; the browser may fill it from the message. */
export function CodeField({ field }: { field: Field }) {
  const { t } = useI18n();
  return (
    <TextField
      field={field}
      label={t('field.code')}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
    />
  );
}

/** A new password typed twice; `new-password` lets password managers offer a strong one. */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordLabel,
}: {
  password: Field;
  confirmPassword: Field;
  passwordLabel: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField field={password} label={passwordLabel} type="password" autoComplete="new-password" />
      <TextField
        field={confirmPassword}
        label={t('field.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
