import { useEffect, useRef, useState } from 'react';
import { useFetchers, useLocation, useNavigation } from 'react-router';
import { useI18n } from '#app/i18n/context';

/** True while a navigation or any fetcher is in flight (docs/product-rules.md §2: a loading indicator shows while requests are in flight). */
function useBusy(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
}

/**
 * After the browser has moved to another page without loading a document: the new page's title, to be
 * said once, and the keyboard's focus on the main content when the element that had it went with the old
 * page (docs/decisions/257-arriving-on-a-page.md). A page that focuses something of its own keeps it. The
 * title is said until the next request starts, so a later one on the same page does not say it again.
 */
function useArrival(busy: boolean): string {
  const { pathname } = useLocation();
  const [arrival, setArrival] = useState<{ path: string; title: string } | null>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    setArrival({ path: pathname, title: document.title });
    const focused = document.activeElement;
    if (!focused || focused === document.body)
      document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  useEffect(() => {
    if (busy) setArrival(null);
  }, [busy]);
  return arrival?.path === pathname ? arrival.title : '';
}

/** A thin bar at the top of the page plus a polite screen-reader announcement while busy, then of the page reached. */
export function LoadingIndicator() {
  const busy = useBusy();
  const arrived = useArrival(busy);
  const { t } = useI18n();
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {busy ? t('a11y.loading') : arrived}
      </div>
      {busy && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-leaf-100 print:hidden"
        >
          <div className="loading-bar h-full w-2/5 bg-leaf-600" />
        </div>
      )}
    </>
  );
}
