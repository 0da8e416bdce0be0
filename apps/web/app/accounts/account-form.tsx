import { type FormMetadata, getFormProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form } from 'react-router';

/**
 * A posted account form; a plain POST, so it works before JavaScript loads. `onSubmitted` runs after the
 * form's own checks, whether they let the post go or not.
 */
export function AccountForm<Value extends Record<string, unknown>>({
  form,
  onSubmitted,
  children,
}: {
  form: FormMetadata<Value, string[]>;
  onSubmitted?: () => void;
  children: ReactNode;
}) {
  const props = getFormProps(form);
  return (
    <Form
      method="post"
      {...props}
      onSubmit={(event) => {
        props.onSubmit(event);
        onSubmitted?.();
      }}
      className="space-y-2"
    >
      {children}
    </Form>
  );
}
