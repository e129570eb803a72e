// Seeded test data: one faker per test, seeded from the run seed and the test id, so data is reproducible.
import { createHash } from "node:crypto";
import type { Faker } from "@faker-js/faker";
// The English entry point only: the package's main entry loads every locale (≈200 ms per test file).
import { faker as english } from "@faker-js/faker/locale/en";

const FakerClass = english.constructor as new (options: { locale: Faker["rawDefinitions"] }) => Faker;

export function testSeed(runSeed: number, testId: string): number {
  return createHash("sha256").update(`${runSeed}:${testId}`).digest().readUInt32BE(0) & 0x7fffffff;
}

export function seededFaker(seed: number): Faker {
  const faker = new FakerClass({ locale: english.rawDefinitions });
  faker.seed(seed);
  return faker;
}
