import { TOAST_AUTO_HIDE_MS } from '@farm/contract/constants';

/** docs/product-rules.md §9: toasts hide after 7000 ms, at most 4 stacked, bottom start. */
export const TOAST_LIMIT = 4;
export const TOAST_DURATION_MS = TOAST_AUTO_HIDE_MS;

export const toastKinds = ['success', 'error', 'info', 'warning'] as const;

type ToastKind = (typeof toastKinds)[number];

export interface Toast {
  id: string;
  kind: ToastKind;
  title: string;
  message?: string;
  /** How long it shows, when not the product rules' 7 s (the cart's 'Quantity updated successfully' shows 2 s). */
  durationMs?: number;
}

let sequence = 0;

/** A toast with a fresh id (unique within a process; ids only tell React's list items apart). */
export function toast(kind: Toast['kind'], title: string, message?: string, durationMs?: number): Toast {
  sequence += 1;
  return {
    id: `${Date.now().toString(36)}-${sequence}`,
    kind,
    title,
    ...(message ? { message } : {}),
    ...(durationMs ? { durationMs } : {}),
  };
}

/** Adds toasts to a stack, keeping only the newest TOAST_LIMIT. */
export function stackToasts<T extends Toast>(current: readonly T[], added: readonly T[]): T[] {
  const ids = new Set(current.map((item) => item.id));
  return [...current, ...added.filter((item) => !ids.has(item.id))].slice(-TOAST_LIMIT);
}
