/**
 * The first `k` items of `items` in `order`, as a stable full sort followed by slice(0, k) would give them,
 * without sorting everything: a sorted window of at most k items, where most candidates are rejected after
 * one comparison with the current last item. Paged queries (`sort + skip + limit`) need only this.
 */
export function topK<T>(items: T[], k: number, order: (a: T, b: T) => number): T[] {
  if (k >= items.length / 4) return items.slice().sort(order).slice(0, k);
  const window: T[] = [];
  for (const item of items) {
    if (window.length === k && order(item, window[k - 1]) >= 0) continue;
    // insert after every equal item so earlier inputs stay first (stability)
    let lo = 0;
    let hi = window.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order(item, window[mid]) < 0) hi = mid;
      else lo = mid + 1;
    }
    window.splice(lo, 0, item);
    if (window.length > k) window.pop();
  }
  return window;
}
