// Meta-test: a step that only prepares a test is blamed once. With the reference refusing every reverse-issuance request,
// only tests of that operation fail; every test that needs a reverse request to start from is not run, naming the
// operation's own test, and nothing is broken.
import { expect, test } from "vitest";
import { idsWithStatus, runCli } from "../support/run-cli.js";

test("a refused reverse request fails only its own tests; what builds on it is not run, naming them", async () => {
  const run = await runCli(["run", "--area", "b2b", "--console", "none"], { CONFORMANCE_REFERENCE_FAULTS: "b2b.reverse-request-refused" });
  const doc = run.document!;
  expect(doc, run.stderr).toBeDefined();
  const failed = idsWithStatus(doc, "failed");
  expect(failed).toContain("A-REQUEST-REVERSE-BEARER-JWT");
  expect(failed.filter((id) => !id.startsWith("A-REQUEST-REVERSE-")), "failed tests of other operations").toEqual([]);
  expect(idsWithStatus(doc, "broken")).toEqual([]);
  const notRun = doc.tests.filter((t) => t.status === "not-run");
  expect(notRun.map((t) => t.id)).toEqual(expect.arrayContaining(["A-CANCEL-REQUEST-BEARER-JWT", "A-LIFECYCLE-REVERSE-ISSUE", "A-CANCEL-REQUEST-NO-RECIPIENT-KEY-400"]));
  for (const t of notRun) expect(t.reason, t.id).toMatch(/^not run: the setup step POST request-reverse-issuance was refused by the target \(400 .*\) — see A-REQUEST-REVERSE-(BEARER-JWT|TEST-TRUE|TEST-FALSE)$/);
  expect(doc.verdict).toBe("NOT CONFORMANT");
});
