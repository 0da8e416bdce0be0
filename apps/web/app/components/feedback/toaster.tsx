import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  stackToasts,
  type Toast,
  toast as makeToast,
  TOAST_DURATION_MS,
} from '#app/components/feedback/toast-model';
import { keptIn } from '#app/utils/kept-in';

type PushToast = (kind: Toast['kind'], title: string, message?: string, durationMs?: number) => void;

const ToastContext = createContext<PushToast>(() => undefined);

/** Shows a toast from client code (e.g. after a fetcher succeeds). */
export function useToast(): PushToast {
  return useContext(ToastContext);
}

const tone: Record<Toast['kind'], string> = {
  success: 'border-leaf-600 bg-leaf-50 text-leaf-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-900',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
};

/**
 * One toast. It waits while the pointer is over it or the keyboard's focus is in it (someone is reading it,
 * or about to close it), and hides its full time after they leave (docs/decisions/254-toasts-wait-while-read.md).
 */
function ToastItem({ item, onClose, closeLabel }: { item: Toast; onClose: () => void; closeLabel: string }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onClose, item.durationMs ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onClose, item.durationMs, held]);
  return (
    <li
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      className={`pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-lg border-s-4 p-4 shadow-lg ${tone[item.kind]}`}
    >
      <div className="flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.message && <p className="mt-1 text-sm">{item.message}</p>}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="rounded p-1 leading-none hover:bg-black/5"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** A toast on screen, with the page (path) it belongs to. */
type Shown = Toast & { page: string };

/**
 * The toast stack, bottom left (bottom right in Arabic: start edge), at most 4, each hiding after 7 s
 * (not while it is hovered or focused).
 * `initial` holds the toasts the server took from the session, so they show without JavaScript too.
 * A toast belongs to the page it appeared on (`page`, the path): moving to another page drops it, so a
 * cart's "Removed!" never follows the customer to the order confirmation.
 */
export function Toaster({
  initial,
  page,
  closeLabel,
  label,
  children,
}: {
  initial: readonly Toast[];
  page: string;
  closeLabel: string;
  label: string;
  children?: ReactNode;
}) {
  const on = (items: readonly Toast[]): Shown[] => items.map((item) => ({ ...item, page }));
  const [toasts, setToasts] = useState<Shown[]>(() => stackToasts([], on(initial)));
  // The server's toasts already shown: the root's data stays the same object across plain page changes.
  const shownInitial = useRef(initial);

  // A navigation brings the next page's server toasts and ends the last page's.
  useEffect(() => {
    const fresh = shownInitial.current === initial ? [] : initial;
    shownInitial.current = initial;
    setToasts((current) =>
      stackToasts(
        current.filter((item) => item.page === page),
        fresh.map((item) => ({ ...item, page })),
      ),
    );
  }, [initial, page]);

  const push = useCallback<PushToast>(
    (kind, title, message, durationMs) => {
      setToasts((current) =>
        stackToasts(current, [{ ...makeToast(kind, title, message, durationMs), page }]),
      );
    },
    [page],
  );
  const closers = useMemo(() => new Map<string, () => void>(), []);
  const closerFor = (id: string) =>
    keptIn(closers, id, () => () => {
      closers.delete(id);
      setToasts((current) => current.filter((item) => item.id !== id));
    });

  return (
    <ToastContext.Provider value={push}>
      {children}
      <section aria-label={label} className="pointer-events-none fixed start-4 bottom-4 z-50 print:hidden">
        <div role="status">
          <ol className="flex flex-col gap-2">
            {toasts.map((item) => (
              <ToastItem key={item.id} item={item} onClose={closerFor(item.id)} closeLabel={closeLabel} />
            ))}
          </ol>
        </div>
      </section>
    </ToastContext.Provider>
  );
}
