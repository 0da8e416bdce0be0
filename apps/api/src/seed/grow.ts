/** Generated documents written per round trip when `pnpm seed` grows a list to a size. */
const GROW_BATCH = 5_000;

/** What growing a list to a size did: how many were added, how many there are now, and how long it took. */
export interface Grown {
  added: number;
  total: number;
  ms: number;
}

/**
 * Makes `count` documents with `made(index)` and hands them to `write` batch by batch, so a million never sit
 * in memory at once beside the database's copy.
 */
export async function writeInBatches<T>(
  count: number,
  made: (index: number) => T,
  write: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < count; start += GROW_BATCH) {
    await write(
      Array.from({ length: Math.min(GROW_BATCH, count - start) }, (_, offset) => made(start + offset)),
    );
  }
}
