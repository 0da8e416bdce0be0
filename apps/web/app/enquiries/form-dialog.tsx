import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';

/**
 * A form in a modal dialog, 600 px wide (docs/product-rules.md §2, 9) and never wider than the screen: the title and a
 * close button stay in view while the form scrolls. Escape, the close button and the caller's Cancel all
 * close it through `onClose`.
 */
export function FormDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      // 600 px wide (DIALOG_WIDTH_PX, docs/product-rules.md §9) as a class: the CSP allows no inline style attributes.
      className="fixed inset-0 m-auto w-[600px] max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl bg-soil-50 p-0 text-start shadow-2xl backdrop:bg-black/40 open:flex open:flex-col"
    >
      <div className="flex items-center justify-between gap-4 border-b border-leaf-100 bg-white px-5 py-4">
        <h2 id={titleId} className="text-xl font-semibold text-gray-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('customize.close')}
          className="rounded-full p-2 text-gray-700 hover:bg-leaf-50"
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="overflow-y-auto px-5 py-5">{open && children}</div>
    </dialog>
  );
}
