// The catalogue is true to the spec: quotes are verbatim, sections exist, open points and schemas are well-formed.
import { describe, expect, test } from "vitest";
import { catalogue } from "../../harness/spec/catalogue.js";
import { normalize, specSections, specTexts } from "../../harness/spec/spec-anchors.js";
import { loadProfile, REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { checkAllSchemas, describeErrors, validatorFor } from "../../harness/spec/schemas.js";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { AREAS } from "../../harness/spec/areas.js";
import { FIXTURES, fixturePath } from "../../harness/paths.js";

const AMBIGUITY_COUNT = 33;
const { requirements, openPoints } = catalogue();

describe("requirement catalogue", () => {
  test.each(AREAS.flatMap((area) => (["requirements", "open-points"] as const).map((kind) => [kind, area] as const)))("%s of %s match their schema", (kind, area) => {
    const file = fixturePath(kind, `${area}.json`);
    if (!existsSync(file)) return;
    const validate = validatorFor(`${kind}.schema.json`);
    expect(validate(JSON.parse(readFileSync(file, "utf8"))) ? [] : describeErrors(validate.errors), file).toEqual([]);
  });

  test.each([...requirements.values()].map((r) => [r.id, r] as const))("%s quotes the spec verbatim", (_id, r) => {
    expect(specTexts().spec, `quote of ${r.id}`).toContain(normalize(r.quote));
  });

  test("names only sections the spec has", () => {
    const sections = specSections();
    const unknown = [...requirements.values(), ...openPoints.values()].filter((x) => !sections.has(x.section)).map((x) => `${x.id}: ${x.section}`);
    expect(unknown).toEqual([]);
  });
});

describe("open points", () => {
  test.each([...openPoints.values()].map((p) => [p.id, p] as const))("%s quotes the spec or AMBIGUITIES.md verbatim", (_id, p) => {
    const { spec, ambiguities } = specTexts();
    expect(spec.includes(normalize(p.quote)) || ambiguities.includes(normalize(p.quote)), `quote of ${p.id}`).toBe(true);
    if (p.ambiguity !== undefined) expect(p.ambiguity).toBeLessThanOrEqual(AMBIGUITY_COUNT);
    expect(p.tests.length, `${p.id} names the pending tests that wait on it`).toBeGreaterThan(0);
    for (const id of p.tests) expect(id[0], `${id} belongs to the area of ${p.id}`).toBe(p.id[0]);
  });
});

describe("fixtures", () => {
  test("the reference profile matches the profile schema", () => {
    expect(loadProfile(REFERENCE_PROFILE).name).toBe("embedded reference");
  });

  test("every schema under fixtures/ is valid against its meta-schema and compiles with its $id", () => {
    const files = (readdirSync(FIXTURES, { recursive: true }) as string[]).filter((f) => f.endsWith(".schema.json"));
    expect(checkAllSchemas()).toBe(files.length);
    expect(typeof validatorFor("profile.schema.json")).toBe("function");
  });
});
