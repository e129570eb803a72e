// The generated dialects' seeded randomness (reference/seeded-random.ts): the same seed draws the same dialect on every machine.
import { prng, type Rng } from "../../seeded-random.js";

export type { Rng };
export const rng = prng;

export function pick<T>(random: Rng, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}
