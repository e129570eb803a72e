// Meta-test: a profile that lists its fresh brns (b2b.fixtures.freshBrns.method "list") gets each brn once per run,
// however many workers run the tests: area A is CONFORMANT on the clean reference with four workers.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { freshBrn } from "../../harness/b2b/spec/brn.js";
import { seededFaker } from "../../harness/data/data.js";
import { REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { idsWithStatus, runCli } from "../support/run-cli.js";

test("hands listed brns out once across four workers: area A is CONFORMANT", async () => {
  const faker = seededFaker(4);
  const brns = [...new Set(Array.from({ length: 400 }, () => freshBrn(faker)))];
  const profile = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as { $schema: string; b2b: { fixtures: Record<string, unknown> } };
  profile.$schema = join(REFERENCE_PROFILE, "..", profile.$schema);
  profile.b2b.fixtures.freshBrns = { method: "list", brns };
  const path = join(mkdtempSync(join(tmpdir(), "fresh-brns-")), "listed.json");
  writeFileSync(path, JSON.stringify(profile));
  const run = await runCli(["run", "--area", "b2b", "--max-workers", "4", "--profile", path, "--console", "none"], { CONFORMANCE_TARGET: "embedded" });
  expect(run.document, run.stderr).toBeDefined();
  expect(idsWithStatus(run.document, "failed", "broken", "missing-input")).toEqual([]);
  expect(run.document!.verdict).toBe("CONFORMANT");
});
