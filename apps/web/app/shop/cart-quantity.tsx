import { QUANTITY_TOAST_MS } from '@farm/contract';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { MessageDialog } from '#app/components/feedback/dialog';
import { useToast } from '#app/components/feedback/toaster';
import { quantityInputProps } from '#app/components/quantity-control';
import { useI18n } from '#app/i18n/context';
import { QUANTITY_MAX, QUANTITY_MIN, settleQuantity } from '#app/lib/quantity';
import type { CartUpdateReply } from '#app/shop/cart-action';
import { ENHANCED_FIELD } from '#app/shop/product-action';
import { useHydrated } from '#app/utils/use-hydrated';
import { unavailable } from '#app/components/ui/button';

const stepButtonClass =
  'flex h-10 w-10 items-center justify-center text-lg font-bold text-leaf-800 hover:bg-leaf-50 disabled:cursor-not-allowed disabled:text-gray-400 aria-disabled:cursor-not-allowed aria-disabled:text-gray-400';

/**
 * A cart line's quantity (docs/product-rules.md §4): applied at once and shown optimistically, rolled back to the server's
 * quantity on failure with 'Failed to update quantity', 'Quantity updated successfully' for 2 s on
 * success. Without JavaScript the −/+ buttons and Update post the form.
 */
export function CartQuantity({
  productId,
  name,
  quantity,
}: {
  productId: string;
  name: string;
  quantity: number;
}) {
  const { t } = useI18n();
  const push = useToast();
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartUpdateReply>();
  const pending = fetcher.formData ? Number(fetcher.formData.get('quantity')) : undefined;
  const shown = pending ?? quantity;
  const [text, setText] = useState(String(shown));
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);

  const handled = useRef<CartUpdateReply | undefined>(undefined);
  const updated = t('shop.quantityUpdated');

  useEffect(() => setText(String(shown)), [shown]);
  useEffect(() => {
    const reply = fetcher.data;
    // Each answer is shown once, however often the component renders afterwards.
    if (!reply || reply === handled.current) return;
    handled.current = reply;
    if (reply.ok) push('success', updated, undefined, QUANTITY_TOAST_MS);
    else setFailure({ title: reply.title, message: reply.message });
  }, [fetcher.data, push, updated]);

  const apply = (next: number) => {
    setText(String(next));
    if (next === shown) return;
    void fetcher.submit(
      { intent: 'update', productId, quantity: String(next), [ENHANCED_FIELD]: '1' },
      { method: 'post', preventScrollReset: true },
    );
  };

  // − and +: one step within the allowed quantities, posted by the form without JavaScript.
  const stepButton = (by: -1 | 1) => (
    <button
      type="submit"
      name="step"
      value={String(by)}
      className={stepButtonClass}
      {...unavailable(by < 0 ? shown <= QUANTITY_MIN : shown >= QUANTITY_MAX, hydrated)}
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        apply(by < 0 ? Math.max(QUANTITY_MIN, shown - 1) : Math.min(QUANTITY_MAX, shown + 1));
      }}
    >
      <span aria-hidden="true">{by < 0 ? '−' : '+'}</span>
      <span className="sr-only">{t(by < 0 ? 'cart.decrease' : 'cart.increase', { name })}</span>
    </button>
  );

  return (
    <>
      <fetcher.Form
        method="post"
        preventScrollReset
        className="inline-flex items-stretch overflow-hidden rounded-lg border border-leaf-300 bg-white"
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          apply(settleQuantity(text));
        }}
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="productId" value={productId} />
        {/* First in the form, so Enter in the field means Update, not −; shown last. Not needed with JS. */}
        {!hydrated && (
          <button
            type="submit"
            className="order-last border-s border-leaf-300 px-3 text-sm font-semibold text-leaf-800"
          >
            {t('cart.update')}
          </button>
        )}
        {stepButton(-1)}
        <input
          name="quantity"
          {...quantityInputProps}
          value={text}
          aria-label={t('cart.quantityOf', { name })}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the typed quantity (the form's first button, −, may be disabled at 1).
            if (event.key !== 'Enter' || !hydrated) return;
            event.preventDefault();
            apply(settleQuantity(text));
          }}
          onBlur={() => apply(settleQuantity(text))}
          className="w-12 border-x border-leaf-300 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        {stepButton(1)}
      </fetcher.Form>
      <MessageDialog
        open={failure !== null}
        tone="error"
        title={failure?.title ?? ''}
        message={failure?.message}
        okLabel={t('dialog.ok')}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
