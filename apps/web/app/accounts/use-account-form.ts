import { type DefaultValue, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { useActionData, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { AccountReply } from './failure';

/**
 * One account form bound to its contract schema: the same rule runs on blur in the browser and in the
 * action, and the action's reply (field errors, the API's refusal) flows back into the form.
 */
export function useAccountForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  defaultValue?: DefaultValue<z.input<Schema>>,
  /** For a form with several buttons: the schema the pressed one (`intent`) submits with. */
  schemaFor?: (formData: FormData) => z.ZodTypeAny,
) {
  const reply = useActionData<AccountReply>();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<z.input<Schema>>({
    id,
    lastResult: reply?.result,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schemaFor?.(formData) ?? schema }),
  });
  return { form, fields, busy, failure: reply?.failure };
}
