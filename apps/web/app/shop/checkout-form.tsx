import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import {
  CARD_FIELDS,
  CHECKOUT_PHONE_DIGITS,
  checkoutSchema,
  emirateChoices,
  isCountryCode,
  TYPED_DIGIT,
  UAE,
} from '@farm/contract';
import type { z } from 'zod';
import { type FormEvent, useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  type AnyField,
  type Choice,
  FailureDialog,
  Field,
  type FormReply,
  SelectField,
} from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import { useApiMessage } from '#app/i18n/use-api-message';
import { Button, unavailable } from '#app/components/ui/button';

type CheckoutInput = z.input<typeof checkoutSchema>;
type CardField = Exclude<(typeof CARD_FIELDS)[number], 'saveCard'>;

const zodConstraint = getZodConstraint(checkoutSchema);
/**
 * The browser checks the form itself before JavaScript runs, by these patterns. The phone's and the ZIP's,
 * made from the contract's ASCII `\d`, refused the Arabic digits (and the spaces around) the contract takes.
 */
const constraint: typeof zodConstraint = {
  ...zodConstraint,
  phone: { ...zodConstraint.phone, pattern: `\\s*${TYPED_DIGIT}{${CHECKOUT_PHONE_DIGITS}}\\s*` },
  zip: { ...zodConstraint.zip, pattern: `\\s*${TYPED_DIGIT}+\\s*` },
};

/**
 * The card block's values, read from its inputs. They have no `name`, so the browser never posts them
 * (docs/decisions/009-card-block-and-cash-on-delivery.md); the browser's own validation still checks them before JavaScript runs (required,
 * lengths), and once it runs they are checked with the contract's rules alongside the billing fields.
 */
function withCardValues(form: HTMLFormElement, formData: FormData, ids: Record<CardField, string>): FormData {
  const all = new FormData();
  formData.forEach((value, key) => all.append(key, value));
  for (const field of Object.keys(ids) as CardField[]) {
    const input = form.ownerDocument.getElementById(ids[field]);
    all.set(field, input instanceof HTMLInputElement ? input.value : '');
  }
  return all;
}

export type BillingField = Exclude<keyof CheckoutInput, (typeof CARD_FIELDS)[number] | 'createAccount'>;

const billingFields: {
  name: BillingField;
  type?: 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  wide?: boolean;
}[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'company', autoComplete: 'organization', wide: true },
  { name: 'country', autoComplete: 'country', wide: true },
  { name: 'address', autoComplete: 'address-line1', wide: true },
  { name: 'apartment', autoComplete: 'address-line2', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zip', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email', wide: true },
];

/**
 * The billing fields in two columns on wider screens, bound to a form's fields of the same names. The
 * account's address book shows the same fields (all but the e-mail), so a saved address fits checkout.
 */
export function BillingFields({
  fields,
  countries,
  without = [],
}: {
  fields: Partial<Record<BillingField, AnyField>>;
  /** The countries, named on the server in the page's language (the UAE first). */
  countries: readonly Choice[];
  without?: readonly BillingField[];
}) {
  const { t, lang } = useI18n();
  // The State of a UAE address is one of the emirates (docs/decisions/182-countries-and-emirates.md).
  // An address saved before countries were codes reads as the UAE, the list's first choice.
  const chosen = fields.country?.value;
  const inUae = typeof chosen !== 'string' || !isCountryCode(chosen) || chosen === UAE;
  return (
    <div className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-2">
      {billingFields
        .filter(({ name }) => !without.includes(name))
        .map(({ name, type, autoComplete, inputMode, wide }) => {
          const className = wide ? 'sm:col-span-2' : '';
          const label = t(`checkout.${name}`);
          const emirate = name === 'state' && inUae;
          if (name === 'country' || emirate)
            return (
              <SelectField
                key={emirate ? 'emirate' : name}
                field={fields[name]}
                label={label}
                className={className}
                options={emirate ? emirateChoices(lang) : countries}
                choose={emirate ? t('checkout.chooseEmirate') : undefined}
                selectProps={{ autoComplete }}
              />
            );
          return (
            <Field
              key={name}
              field={fields[name]}
              type={type}
              label={label}
              className={className}
              inputProps={{ autoComplete, inputMode }}
            />
          );
        })}
    </div>
  );
}

const cardFields: { name: CardField; autoComplete: string; inputMode?: 'numeric' }[] = [
  { name: 'nameOnCard', autoComplete: 'cc-name' },
  { name: 'cardNumber', autoComplete: 'cc-number', inputMode: 'numeric' },
  { name: 'expiryDate', autoComplete: 'cc-exp' },
  { name: 'cvv', autoComplete: 'cc-csc', inputMode: 'numeric' },
];

/**
 * The billing form with every rule of docs/product-rules.md §5, the card block (docs/decisions/009-card-block-and-cash-on-delivery.md) and 'Place your Order'.
 * An invalid form marks every field and says so as a whole (docs/product-rules.md §4); the API's refusal is the 'Order
 * Failed' dialog with its sentence. A plain POST: it works without JavaScript and by keyboard alone.
 */
export function CheckoutForm({
  reply,
  orderKey,
  expectedTotal,
  expectedLines,
  direct,
  orderable,
  defaults,
  countries,
}: {
  reply: FormReply | undefined;
  orderKey: string;
  /** The total the summary shows, posted back so a changed one is refused rather than charged. */
  expectedTotal: number;
  /** The key of the lines the summary shows, posted back so lines changed meanwhile are refused. */
  expectedLines?: string;
  direct: { productId: string; quantity: number } | null;
  orderable: boolean;
  defaults: Partial<CheckoutInput>;
  countries: readonly Choice[];
}) {
  const { t } = useI18n();
  const message = useApiMessage();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<CheckoutInput>({
    id: 'checkout',
    lastResult: reply?.result,
    defaultValue: { country: UAE, ...defaults },
    constraint,
    // Rendered without noValidate, so the browser checks the fields itself until JavaScript takes over.
    defaultNoValidate: false,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ form: element, formData }) =>
      parseWithZod(withCardValues(element, formData, cardIds), { schema: checkoutSchema }),
  });
  const cardIds = Object.fromEntries(cardFields.map(({ name }) => [name, fields[name].id])) as Record<
    CardField,
    string
  >;
  // "Form Invalid" answers this page's own check; an earlier refusal's dialog (still in `reply`) does not
  // hide it once the customer tries again.
  const [triedSinceReply, setTriedSinceReply] = useState(false);
  useEffect(() => setTriedSinceReply(false), [reply]);
  const invalid = form.status === 'error' && (!reply?.failure || triedSinceReply);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Conform checks a field on blur by submitting the form with a named button of its own; "Place your
    // Order" has no name.
    const placing = !(event.nativeEvent as SubmitEvent).submitter?.getAttribute('name');
    form.onSubmit(event);
    if (!placing) return;
    setTriedSinceReply(true);
    if (!event.defaultPrevented) return;
    // Conform focuses the first invalid field by its name; the card inputs have none (record 009), so when
    // only they are wrong the focus would stay where it was (the button, or a field Enter was pressed in).
    const element = event.currentTarget;
    const checked = parseWithZod(withCardValues(element, new FormData(element), cardIds), {
      schema: checkoutSchema,
    });
    const errors = checked.status === 'error' ? (checked.error ?? {}) : {};
    const cardNames: readonly string[] = cardFields.map(({ name }) => name);
    if (Object.keys(errors).some((name) => errors[name] && !cardNames.includes(name))) return;
    const first = cardFields.find(({ name }) => errors[name]);
    if (first) element.ownerDocument.getElementById(cardIds[first.name])?.focus();
  };

  return (
    <>
      <Form method="post" {...getFormProps(form)} onSubmit={submit} className="flex flex-col gap-8">
        <input type="hidden" name="orderKey" value={orderKey} />
        <input type="hidden" name="expectedTotal" value={expectedTotal} />
        {expectedLines && <input type="hidden" name="expectedLines" value={expectedLines} />}
        {direct && (
          <>
            <input type="hidden" name="productId" value={direct.productId} />
            <input type="hidden" name="quantity" value={direct.quantity} />
          </>
        )}
        <section aria-labelledby="billing-heading">
          <h2 id="billing-heading" className="text-xl font-bold text-gray-900">
            {t('checkout.billing')}
          </h2>
          <BillingFields fields={fields} countries={countries} />
        </section>

        <section
          aria-labelledby="payment-heading"
          className="rounded-2xl border border-leaf-100 bg-white p-5"
        >
          <h2 id="payment-heading" className="text-xl font-bold text-gray-900">
            {t('checkout.payment')}
          </h2>
          <p className="mt-2 text-sm text-gray-700">{t('checkout.codNotice')}</p>
          <div className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-2">
            {cardFields.map(({ name, autoComplete, inputMode }) => {
              const field = fields[name];
              const rule = constraint[name];
              return (
                <Field
                  key={name}
                  label={t(`checkout.${name}`)}
                  errors={field.errors}
                  className={name === 'nameOnCard' || name === 'cardNumber' ? 'sm:col-span-2' : ''}
                  inputProps={{
                    id: field.id,
                    autoComplete,
                    inputMode,
                    // Once a post has come back, the browser's own check no longer asks for the card again:
                    // without JavaScript the block comes back empty (it was never posted) and is never used.
                    required: reply ? undefined : rule?.required,
                    minLength: rule?.minLength,
                    maxLength: rule?.maxLength,
                    placeholder: name === 'expiryDate' ? t('checkout.expiryPlaceholder') : undefined,
                    // Checked like the other fields once JavaScript runs, though never posted.
                    onBlur: () => form.validate({ name }),
                    onInput: () => {
                      if (field.errors) form.validate({ name });
                    },
                  }}
                />
              );
            })}
          </div>
          <label className="mt-1 inline-flex items-center gap-2 text-gray-800">
            <input type="checkbox" defaultChecked className="h-4 w-4 accent-leaf-700" />
            {t('checkout.saveCard')}
          </label>
        </section>

        {invalid && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {message('checkoutFormInvalid')}
          </p>
        )}
        <Button
          type="submit"
          disabled={!orderable}
          {...unavailable(busy)}
          size="lg"
          className="w-full text-lg"
        >
          {t('checkout.placeOrder')}
        </Button>
      </Form>
      {/* Outside the form: the dialog has a form of its own. */}
      <FailureDialog failure={reply?.failure} />
    </>
  );
}
