/**
 * A request that was cancelled on purpose: `AbortController.abort()` without a reason rejects with an
 * `AbortError`. A timeout (`TimeoutError`) or a network failure is a real failure and is not one.
 */
export function isCancellation(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError';
}

/**
 * Keeps cancelled requests out of the browser's uncaught errors
 * (docs/decisions/213-cancelled-requests-are-not-errors.md). React Router cancels a page's data request
 * when a newer navigation overtakes it; when that happens while it is still reading the answer, its stream
 * decoder leaves the cancellation as promises nobody waits for, which the browser reports as "Uncaught (in
 * promise) AbortError: signal is aborted without reason". Such a rejection is marked as handled; every other
 * one is reported as before.
 */
export function ignoreCancelledRequests(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isCancellation(event.reason)) event.preventDefault();
  });
}
