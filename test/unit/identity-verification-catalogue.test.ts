// Self-checks of area B's data: verbatim quotes, sections, coverage of requirements, open points, sending slots, faults.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { catalogue } from "../../harness/spec/catalogue.js";
import { ROOT } from "../../harness/paths.js";
import { normalize, specSections, specTexts } from "../../harness/spec/spec-anchors.js";
import { SENDING_TESTS } from "../../harness/identity-verification/provisioning.js";
import { identityVerificationFaults } from "../../reference/identity-verification/faults.js";

const AREA = "identity-verification";
const requirements = [...catalogue().requirements.values()].filter((r) => r.area === AREA);
const openPoints = [...catalogue().openPoints.values()].filter((p) => p.area === AREA);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}
const suiteText = files(join(ROOT, "suites", AREA)).filter((f) => f.endsWith(".test.ts")).map((f) => readFileSync(f, "utf8")).join("\n");
const pendingIds = [...suiteText.matchAll(/pendingTest\(\{ id: "([A-Z0-9-]+)"/g)].map((m) => m[1]!);
/** Ids of conformanceTest and pendingTest declarations, table rows of table-driven tests included. */
const testIds = [...suiteText.matchAll(/id: "(B-[A-Z0-9-]+)"/g)].map((m) => m[1]!);
const assertingIds = testIds.filter((id) => !pendingIds.includes(id));

describe("area B requirements", () => {
  test.each(requirements.map((r) => [r.id, r] as const))("%s quotes the spec verbatim in an existing section", (_, r) => {
    expect(specTexts().spec).toContain(normalize(r.quote));
    expect([...specSections().keys()]).toContain(r.section);
  });

  test("each one that is not excluded is named by a test", () => {
    const unnamed = requirements.filter((r) => !r.excluded && !suiteText.includes(`"${r.id}"`)).map((r) => r.id);
    expect(unnamed).toEqual([]);
  });
});

describe("area B open points", () => {
  test.each(openPoints.map((p) => [p.id, p] as const))("%s quotes the spec or AMBIGUITIES.md verbatim", (_, p) => {
    const { spec, ambiguities } = specTexts();
    expect(spec.includes(normalize(p.quote)) || ambiguities.includes(normalize(p.quote))).toBe(true);
    expect([...specSections().keys()]).toContain(p.section);
    if (p.ambiguity) expect(ambiguities).toContain(`${p.ambiguity}. Area B`);
  });

  test("AMBIGUITIES 9 to 17 each have an open point", () => {
    const numbers = new Set(openPoints.map((p) => p.ambiguity));
    expect([9, 10, 11, 12, 13, 14, 15, 16, 17].filter((n) => !numbers.has(n))).toEqual([]);
  });

  test("list exactly the pending tests of the suite", () => {
    expect(openPoints.flatMap((p) => p.tests).sort()).toEqual([...new Set(pendingIds)].sort());
  });
});

describe("sending slots and faults", () => {
  test("every test in SENDING_TESTS exists", () => {
    expect(Object.keys(SENDING_TESTS).filter((id) => !assertingIds.includes(id))).toEqual([]);
  });

  test("there are at least 15 faults, with unique names, each naming existing tests", () => {
    expect(identityVerificationFaults.length).toBeGreaterThanOrEqual(15);
    expect(new Set(identityVerificationFaults.map((f) => f.name)).size).toBe(identityVerificationFaults.length);
    const unknown = identityVerificationFaults.flatMap((f) => f.caughtBy).filter((id) => !assertingIds.includes(id));
    expect(unknown).toEqual([]);
  });

  test("every asserting test is named by a fault", () => {
    const claimed = new Set(identityVerificationFaults.flatMap((f) => f.caughtBy));
    expect(assertingIds.filter((id) => !claimed.has(id))).toEqual([]);
  });
});
