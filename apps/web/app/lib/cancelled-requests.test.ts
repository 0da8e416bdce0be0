import { describe, expect, it } from 'vitest';
import { ignoreCancelledRequests, isCancellation } from './cancelled-requests';

describe('cancelled requests', () => {
  it('are the rejections of an aborted signal, and nothing else', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isCancellation(controller.signal.reason)).toBe(true);
    expect(isCancellation(new DOMException('signal timed out', 'TimeoutError'))).toBe(false);
    expect(isCancellation(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCancellation(new Error('AbortError'))).toBe(false);
    expect(isCancellation(undefined)).toBe(false);
  });

  it('are marked handled when nobody waits for them; other rejections are left to be reported', () => {
    const target = new EventTarget();
    ignoreCancelledRequests(target as unknown as Window);
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason?: unknown };
      event.reason = reason;
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const controller = new AbortController();
    controller.abort();
    expect(rejection(controller.signal.reason)).toBe(true);
    expect(rejection(new Error('a real failure'))).toBe(false);
    expect(rejection(new DOMException('signal timed out', 'TimeoutError'))).toBe(false);
  });
});
