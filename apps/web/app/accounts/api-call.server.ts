/**
 * Runs one API call; a network failure (API down) becomes null, so the screen shows its fallback
 * message (docs/product-rules.md §8) instead of an error page, and the cause is logged for the operator.
 */
export async function tryApi<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    console.error('API call failed:', error);
    return null;
  }
}
