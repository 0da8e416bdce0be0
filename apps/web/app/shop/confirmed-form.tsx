import { type ReactNode, useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { ConfirmDialog } from '#app/components/feedback/dialog';
import { useI18n } from '#app/i18n/context';
import { useHydrated } from '#app/utils/use-hydrated';
import { unavailable } from '#app/components/ui/button';

/**
 * A posted form whose button first asks 'Are you sure?' (docs/product-rules.md §8: 'Yes, add it!' /
 * 'Yes, remove it!' / 'Yes, clear it!' and 'No, cancel!'). Without JavaScript the button posts at once: the form still works, only unasked.
 */
export function ConfirmedForm({
  fields,
  confirmLabel,
  message,
  buttonClass,
  children,
}: {
  fields: Record<string, string>;
  confirmLabel: string;
  message: string;
  buttonClass: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== 'idle';
  const form = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <Form
      method="post"
      ref={form}
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        setOpen(true);
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass} {...unavailable(busy)}>
        {children}
      </button>
      <ConfirmDialog
        open={open}
        title={t('shop.confirmTitle')}
        message={message}
        confirmLabel={confirmLabel}
        cancelLabel={t('shop.confirmCancel')}
        onConfirm={() => {
          setOpen(false);
          if (form.current) void submit(form.current);
        }}
        onCancel={() => setOpen(false)}
      />
    </Form>
  );
}
