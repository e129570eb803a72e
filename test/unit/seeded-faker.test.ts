// A test's faker draws what a faker of its own, seeded the same, would: the data of a seed stays the same whatever the
// tests around it draw, and the same as before the tests shared one faker.
import { describe, expect, test } from "vitest";
import type { Faker } from "@faker-js/faker";
import { faker as english } from "@faker-js/faker/locale/en";
import { seededFaker } from "../../harness/data/data.js";

const FakerClass = english.constructor as new (options: { locale: Faker["rawDefinitions"] }) => Faker;

function ownFaker(seed: number): Faker {
  const f = new FakerClass({ locale: english.rawDefinitions });
  f.seed(seed);
  return f;
}

/** Draws of the kinds the suite makes, enough of them to pass the generator's 624-word twist several times. */
const draws = (f: Faker) => Array.from({ length: 400 }, (_, i) => [
  f.string.alphanumeric(32), f.number.int({ min: 0, max: 10 ** 9 }), f.person.fullName(), f.internet.email(),
  f.system.fileName(), f.string.numeric(10), f.helpers.arrayElement(["a", "b", "c"]), f.string.hexadecimal({ length: i % 7 + 1 }),
]);

describe("seeded faker", () => {
  test.each([0, 1, 42, 2 ** 31 - 1, 1_184_552_959])("draws what a faker of its own seeded %i draws", (seed) => {
    expect(draws(seededFaker(seed))).toEqual(draws(ownFaker(seed)));
  });

  test("keeps a test's draws its own while another test draws between them", () => {
    const [a, b] = [seededFaker(7), seededFaker(8)];
    const interleaved = Array.from({ length: 50 }, () => [a.string.alphanumeric(8), b.string.alphanumeric(8)]);
    const [alone7, alone8] = [seededFaker(7), seededFaker(8)];
    expect(interleaved.map(([x]) => x)).toEqual(Array.from({ length: 50 }, () => alone7.string.alphanumeric(8)));
    expect(interleaved.map(([, y]) => y)).toEqual(Array.from({ length: 50 }, () => alone8.string.alphanumeric(8)));
  });

  test("reseeds like a faker of its own", () => {
    const f = seededFaker(3);
    f.string.alphanumeric(100);
    f.seed(11);
    expect(f.string.alphanumeric(20)).toBe(ownFaker(11).string.alphanumeric(20));
  });
});
