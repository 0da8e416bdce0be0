import { useId, useState } from 'react';
import { useI18n } from '#app/i18n/context';
import { QUANTITY_MAX, QUANTITY_MIN, settleQuantity, stepQuantity } from '#app/lib/quantity';
import { unavailable } from '#app/components/ui/button';

/** What makes a quantity field take 1-99 only, in the browser's own check before any script runs. */
export const quantityInputProps = {
  type: 'number',
  inputMode: 'numeric',
  min: QUANTITY_MIN,
  max: QUANTITY_MAX,
  step: 1,
} as const;

/**
 * Quantity 1-99: a number field that works without JavaScript (min/max), with −/+ buttons once hydrated;
 * typing something out of range resets to 1 when the field is left (docs/product-rules.md §5).
 */
export function QuantityControl({ name = 'quantity' }: { name?: string }) {
  const { t } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState(String(QUANTITY_MIN));
  const value = settleQuantity(text);
  const button =
    'flex h-11 w-11 items-center justify-center text-xl font-bold text-leaf-800 hover:bg-leaf-50 disabled:cursor-not-allowed disabled:text-gray-400 aria-disabled:cursor-not-allowed aria-disabled:text-gray-400';
  // − or +, held at the end of the range.
  const stepButton = (step: -1 | 1) => (
    <button
      type="button"
      className={button}
      aria-label={t(step < 0 ? 'detail.decrease' : 'detail.increase')}
      aria-controls={id}
      {...unavailable(step < 0 ? value <= QUANTITY_MIN : value >= QUANTITY_MAX)}
      onClick={() => setText(String(stepQuantity(value, step)))}
    >
      {step < 0 ? '−' : '+'}
    </button>
  );
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-gray-900">
        {t('detail.quantity')}
      </label>
      <div className="mt-2 inline-flex items-stretch overflow-hidden rounded-lg border border-leaf-300 bg-white">
        {stepButton(-1)}
        <input
          id={id}
          name={name}
          {...quantityInputProps}
          value={text}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setText(String(settleQuantity(text)))}
          className="w-16 border-x border-leaf-300 text-center text-lg [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        {stepButton(1)}
      </div>
      <p id={hintId} className="mt-1 text-sm text-gray-700">
        {t('detail.quantityHint', { min: QUANTITY_MIN, max: QUANTITY_MAX })}
      </p>
    </div>
  );
}
