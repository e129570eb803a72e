// The generated dialects' seeded randomness: the same seed draws the same dialect on every machine.
export type Rng = () => number;

/** mulberry32: a small, fast 32-bit generator; plenty for drawing names and choices. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Rng, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
