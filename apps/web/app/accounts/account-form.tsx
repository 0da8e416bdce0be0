import { type FormMetadata, getFormProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form } from 'react-router';

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
