import { useFetchers, useNavigation } from 'react-router';
import { useI18n } from '#app/i18n/context';

/** True while a navigation or any fetcher is in flight (docs/product-rules.md §2: a loading indicator shows while requests are in flight). */
function useBusy(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
}

/** A thin bar at the top of the page plus a polite screen-reader announcement while busy. */
export function LoadingIndicator() {
  const busy = useBusy();
  const { t } = useI18n();
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {busy ? t('a11y.loading') : ''}
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
