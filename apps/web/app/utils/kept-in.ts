/**
 * The value `store` (a Map, an LRU cache) holds under `key`: made by `make` the first time it is asked for,
 * and kept there for the next.
 */
export function keptIn<K, V>(
  store: { get(key: K): NoInfer<V> | undefined; set(key: K, value: NoInfer<V>): unknown },
  key: K,
  make: () => V,
): V {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    store.set(key, value);
  }
  return value;
}
