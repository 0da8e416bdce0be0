import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { TYPED_DIGIT, VERIFICATION_CODE_LENGTH } from '@farm/contract';
import { ErrorList, Field } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';

type AccountField = FieldMetadata<string>;

/** The e-mail every account form starts from; `readOnly` where the address is given (a reset link's). */
export function EmailField({ field, readOnly }: { field: AccountField; readOnly?: boolean }) {
  const { t } = useI18n();
  return (
    <Field
      field={field}
      label={t('field.email')}
      type="email"
      inputProps={{ autoComplete: readOnly ? 'username' : 'email', readOnly }}
    />
  );
}

/** A customer's first and last name, as registering and the profile ask them. */
export function NameFields({ username, lastname }: { username: AccountField; lastname: AccountField }) {
  const { t } = useI18n();
  return (
    <>
      <Field field={username} label={t('field.firstName')} inputProps={{ autoComplete: 'given-name' }} />
      <Field field={lastname} label={t('field.lastName')} inputProps={{ autoComplete: 'family-name' }} />
    </>
  );
}

/** The six-digit code from an account e-mail; the browser may fill it from the message. */
export function CodeField({ field }: { field: AccountField }) {
  const { t } = useI18n();
  return (
    <Field
      field={field}
      label={t('field.code')}
      inputProps={{
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        // The browser's own check, without JavaScript: Arabic-Indic digits are the code's digits too, and
        // the spaces a pasted code may bring are trimmed by the form's rule.
        pattern: `\\s*${TYPED_DIGIT}{${VERIFICATION_CODE_LENGTH}}\\s*`,
      }}
    />
  );
}

/** The password the account has now; `current-password` lets password managers fill it in. */
export function CurrentPasswordField({ field, label }: { field: AccountField; label: string }) {
  return (
    <Field field={field} label={label} type="password" inputProps={{ autoComplete: 'current-password' }} />
  );
}

/**
 * A new password typed twice; `new-password` lets password managers offer a strong one. Labelled "New
 * password" unless the form asks for the account's first password.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordLabel,
}: {
  password: AccountField;
  confirmPassword: AccountField;
  passwordLabel?: string;
}) {
  const { t } = useI18n();
  const newPassword = { autoComplete: 'new-password' };
  return (
    <>
      <Field
        field={password}
        label={passwordLabel ?? t('field.newPassword')}
        type="password"
        inputProps={newPassword}
      />
      <Field
        field={confirmPassword}
        label={t('field.confirmPassword')}
        type="password"
        inputProps={newPassword}
      />
    </>
  );
}

/**
 * The token of a mail's link (a reset's, a verification's), carried in a hidden input. A token cut short
 * when the link was copied is said here, as the field itself is hidden.
 */
export function LinkTokenField({ field }: { field: AccountField }) {
  const { key, ...tokenInput } = getInputProps(field, { type: 'hidden' });
  return (
    <>
      <input key={key} {...tokenInput} />
      {field.errors ? (
        <div role="alert">
          <ErrorList id={field.errorId} errors={field.errors} />
        </div>
      ) : null}
    </>
  );
}
