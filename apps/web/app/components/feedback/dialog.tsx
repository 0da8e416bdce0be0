import { type ReactNode, useEffect, useId, useRef } from 'react';
import { buttonVariants } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';

export type DialogTone = 'error' | 'success' | 'warning';

const icon: Record<DialogTone, { symbol: string; className: string }> = {
  error: { symbol: '!', className: 'bg-red-100 text-red-700' },
  success: { symbol: '✓', className: 'bg-leaf-100 text-leaf-800' },
  warning: { symbol: '?', className: 'bg-amber-100 text-amber-800' },
};
/** An Arabic question ends with the Arabic question mark, as the dialog's Arabic titles do. */
const arabicSymbol: Partial<Record<DialogTone, string>> = { warning: '؟' };

/**
 * The control outside any dialog that was last focused or pressed: what opened the dialog now open. A press
 * counts too, because Safari does not focus a button it clicks or taps.
 */
let focusedOutside: HTMLElement | null = null;
let tracking = false;
const CONTROL = 'button, a[href], input, select, textarea, summary, [tabindex]';

function trackFocusOutsideDialogs(): void {
  if (tracking) return;
  tracking = true;
  const remember = (target: EventTarget | null) => {
    const control = target instanceof Element ? target.closest<HTMLElement>(CONTROL) : null;
    if (control && !control.closest('dialog')) focusedOutside = control;
  };
  document.addEventListener('focusin', (event) => remember(event.target), true);
  document.addEventListener('pointerdown', (event) => remember(event.target), true);
}

/** What every dialog shows: whether it is open, its title and its sentence. */
type DialogText = { open: boolean; title: string; message?: string };

/**
 * The one dialog of the site (docs/product-rules.md §8). A native <dialog>: rendered open by the server it shows without
 * JavaScript and its buttons close it through `method="dialog"`; once hydrated it becomes modal (focus
 * kept inside, Escape closes, backdrop) and `onClose` runs.
 */
export function FeedbackDialog({
  open,
  tone,
  title,
  message,
  onClose,
  actions,
}: DialogText & {
  tone: DialogTone;
  onClose?: () => void;
  /** Buttons; a <button value="..."> closes the dialog and passes its value to onClose's form. */
  actions: ReactNode;
}) {
  const { lang } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  // Set while we close the server-rendered dialog only to reopen it as modal; that close is not the user's.
  const reopening = useRef(false);
  const titleId = useId();
  const messageId = useId();

  useEffect(trackFocusOutsideDialogs, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = focusedOutside;
    if (!dialog.matches(':modal')) {
      // React has focused the safe button (its autoFocus) as it mounted; showModal would move the focus to
      // the dialog's first button, which may be the one that removes or cancels, so it goes back.
      const preferred = dialog.contains(document.activeElement)
        ? (document.activeElement as HTMLElement)
        : null;
      if (dialog.open) {
        reopening.current = true;
        dialog.close();
      }
      dialog.showModal();
      preferred?.focus();
    }
    // Closed: the focus goes back to what opened it, when that is still on the page (a removed line's button
    // is not), instead of the start of the page.
    return () => {
      if (opener?.isConnected && !opener.closest('[inert]')) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      onClose={() => {
        if (reopening.current) {
          reopening.current = false;
          return;
        }
        onClose?.();
      }}
      className="fixed inset-0 z-50 m-auto w-[600px] max-w-[calc(100vw-2rem)] rounded-xl bg-white p-6 text-center shadow-2xl backdrop:bg-black/40"
    >
      <span
        aria-hidden="true"
        className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full text-2xl font-bold ${icon[tone].className}`}
      >
        {(lang === 'ar' && arabicSymbol[tone]) || icon[tone].symbol}
      </span>
      <h2 id={titleId} className="mt-4 text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {message && (
        <p id={messageId} className="mt-2 text-gray-700">
          {message}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>
    </dialog>
  );
}

/** Error and Success dialogs (and the Empty Cart warning): a message and one OK button. */
export function MessageDialog({
  okLabel,
  ...dialog
}: DialogText & { tone: DialogTone; okLabel: string; onClose?: () => void }) {
  return (
    <FeedbackDialog
      {...dialog}
      actions={
        <form method="dialog">
          <button type="submit" className={buttonVariants()} autoFocus>
            {okLabel}
          </button>
        </form>
      }
    />
  );
}

/** 'Are you sure?' with the product rules' confirm and cancel words ('Yes, remove it!' / 'No, cancel!'). */
export function ConfirmDialog({
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  ...dialog
}: DialogText & {
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <FeedbackDialog
      {...dialog}
      tone="warning"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className={buttonVariants()} onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button
            type="button"
            className={buttonVariants({ variant: 'neutral' })}
            onClick={onCancel}
            autoFocus
          >
            {cancelLabel}
          </button>
        </>
      }
    />
  );
}

/** Login Required (docs/product-rules.md §6, 8): Login goes to /login and comes back; Cancel closes. */
export function LoginRequiredDialog({
  loginLabel,
  cancelLabel,
  loginHref,
  onCancel,
  ...dialog
}: DialogText & {
  message: string;
  loginLabel: string;
  cancelLabel: string;
  loginHref: string;
  onCancel?: () => void;
}) {
  return (
    <FeedbackDialog
      {...dialog}
      tone="warning"
      onClose={onCancel}
      actions={
        <>
          <a href={loginHref} className={buttonVariants()}>
            {loginLabel}
          </a>
          <form method="dialog">
            <button type="submit" className={buttonVariants({ variant: 'neutral' })} autoFocus>
              {cancelLabel}
            </button>
          </form>
        </>
      }
    />
  );
}
