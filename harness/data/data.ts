// Seeded test data: one faker per test, seeded from the run seed and the test id, so data is reproducible.
import { createHash } from "node:crypto";
import type { Faker } from "@faker-js/faker";
// The English entry point only: the package's main entry loads every locale (≈200 ms per test file).
import { faker as english } from "@faker-js/faker/locale/en";
import { Mersenne53 } from "./mersenne.js";

const FakerClass = english.constructor as new (options: { locale: Faker["rawDefinitions"]; randomizer: Randomizer }) => Faker;

interface Randomizer {
  next(): number;
  seed(seed: number | number[]): void;
}

/** The generator of the test drawing now: faker's calls are synchronous, so one draws at a time. */
let drawing: Mersenne53 | undefined;

function drawingNow(): Mersenne53 {
  if (!drawing) throw new Error("faker drew outside a seeded test's call");
  return drawing;
}

/**
 * One faker for every test, drawing from the generator of the test calling it: making a faker binds every method of
 * its two dozen modules, which cost a run more than a tenth of a second for a few draws a test.
 */
const shared = new FakerClass({
  locale: english.rawDefinitions,
  randomizer: { next: () => drawingNow().next(), seed: (seed) => drawingNow().seed(seed) },
});

/** A call that draws from `rng`, also when faker's modules call one another. */
function drawingFrom<F extends (...args: never[]) => unknown>(fn: F, owner: object, rng: Mersenne53): F {
  return ((...args: Parameters<F>) => {
    const before = drawing;
    drawing = rng;
    try {
      return fn.apply(owner, args);
    } finally {
      drawing = before;
    }
  }) as F;
}

/** Faker's data and definitions, read as they are; its modules (string, number, person…) wrapped to draw from `rng`. */
const UNWRAPPED = new Set<PropertyKey>(["definitions", "rawDefinitions"]);

function seededView<T extends object>(target: T, rng: Mersenne53, depth: number): T {
  const made = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(t, key) {
      if (made.has(key)) return made.get(key);
      const value = Reflect.get(t, key) as unknown;
      let view = value;
      if (typeof value === "function") view = drawingFrom(value as (...args: never[]) => unknown, t, rng);
      else if (depth === 0 && typeof value === "object" && value !== null && !UNWRAPPED.has(key)) view = seededView(value, rng, 1);
      made.set(key, view);
      return view;
    },
  });
}

export function testSeed(runSeed: number, testId: string): number {
  return createHash("sha256").update(`${runSeed}:${testId}`).digest().readUInt32BE(0) & 0x7fffffff;
}

/** A faker whose draws are those of a faker of its own seeded with `seed` (faker's own generator, MT19937). */
export function seededFaker(seed: number): Faker {
  return seededView(shared, new Mersenne53(seed), 0);
}
