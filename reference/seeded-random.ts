// Seeded randomness for the reference's made-up data (area C's schedules, area A's generated dialects): the same seed
// gives the same data on every machine.
export type Rng = () => number;

/** mulberry32: a small, fast 32-bit generator; plenty for spreading seed data and drawing names and choices. */
export function prng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    // Stryker disable next-line ArithmeticOperator: unfixed: the generator only spreads seeded data; the spec fixes no value it draws
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    // Stryker disable next-line ArithmeticOperator: unfixed: the generator only spreads seeded data; the spec fixes no value it draws
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
