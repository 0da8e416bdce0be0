/** A small deterministic PRNG (mulberry32) seeded from a string, so each picture is stable per slug. */
export function randomFor(key: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < key.length; i++) seed = Math.imul(seed ^ key.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof randomFor>;

export const between = (random: Random, min: number, max: number) => min + random() * (max - min);
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
