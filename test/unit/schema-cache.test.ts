// The validators generated once into node_modules/.cache judge as validators compiled in the process do.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { REFERENCE_ALT_PROFILE, REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { describeErrors, freshValidator, validatorFor, validatorsSource } from "../../harness/spec/schemas.js";

const profile = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
const CASES: [string, unknown][] = [
  ["profile.schema.json", profile(REFERENCE_PROFILE)],
  ["profile.schema.json", profile(REFERENCE_ALT_PROFILE)],
  ["profile.schema.json", { ...profile(REFERENCE_PROFILE), unknownKey: 1, settings: { maxInFlight: "many" } }],
  ["profile.schema.json", { name: 7, b2b: { values: { issuanceType: { forward: 3 } } } }],
  ["baseline.schema.json", [{ id: "D-TOKEN-X" }]],
];

test.each(CASES.map(([schema, data], i) => [i, schema, data] as const))("case %i (%s): the same verdict and errors", (_, schema, data) => {
  const [cached, fresh] = [validatorFor(schema), freshValidator(schema)];
  expect(cached(data)).toBe(fresh(data));
  expect(describeErrors(cached.errors)).toEqual(describeErrors(fresh.errors));
});

test("a bad profile is refused by the cached validator, naming each problem", () => {
  const validate = validatorFor("profile.schema.json");
  expect(validatorsSource()).toBe("cache");
  expect(validate(CASES[2]![1])).toBe(false);
  expect(describeErrors(validate.errors).length).toBeGreaterThan(1);
});
