/** A small deterministic PRNG (mulberry32): a run is replayed from its seed. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed MONGO_LITE_SEED names, to replay one run of a randomized test; undefined when unset. */
export function seedFromEnvironment(): number | undefined {
  const given = process.env.MONGO_LITE_SEED;
  if (given === undefined || given === '') return undefined;
  const seed = Number(given);
  if (!Number.isInteger(seed)) throw new Error(`MONGO_LITE_SEED must be an integer, not ${given}`);
  return seed;
}

/** The seeds a randomized test runs: its fixed ones, or the one MONGO_LITE_SEED names. */
export function seedsFor(defaults: number[]): number[] {
  const seed = seedFromEnvironment();
  return seed === undefined ? defaults : [seed];
}

/**
 * A fresh seed for a test whose runs differ on purpose (where a crash lands), written to stderr so that a
 * failing run can be replayed with MONGO_LITE_SEED.
 */
export function loggedSeed(test: string): number {
  const seed = seedFromEnvironment() ?? Math.floor(Math.random() * 2 ** 31);
  process.stderr.write(`${test}: seed ${seed} (replay with MONGO_LITE_SEED=${seed})\n`);
  return seed;
}
