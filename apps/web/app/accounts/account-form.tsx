import { type FormMetadata, getFormProps } from '@conform-to/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Form } from 'react-router';
import { MessageDialog } from '../components/feedback/dialog';
import { useI18n } from '../i18n/context';
import type { AccountFailure } from './failure';
import { submitButton } from './text-field';
import { useDismissable } from './use-dismissable';

/** A posted account form; a plain POST, so it works before JavaScript loads. */
export function AccountForm<Value extends Record<string, unknown>>({
  form,
  children,
}: {
  form: FormMetadata<Value, string[]>;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      {children}
    </Form>
  );
}

/** The form's main button, held while the submission is on its way so it is not sent twice. */
export function SubmitButton({
  busy,
  ...button
}: { busy: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'disabled'>) {
  return <button type="submit" className={submitButton} disabled={busy} {...button} />;
}

/** The API's refusal (docs/product-rules.md §8) in an error dialog; closed, it opens again for the next refusal. */
export function FailureDialog({ failure }: { failure: AccountFailure | undefined }) {
  const { t } = useI18n();
  const [open, close] = useDismissable(failure);
  return (
    <MessageDialog
      open={open}
      tone="error"
      title={failure?.title ?? ''}
      message={failure?.message}
      okLabel={t('dialog.ok')}
      onClose={close}
    />
  );
}
