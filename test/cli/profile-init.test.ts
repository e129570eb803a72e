// `conformance profile init`: a skeleton that validates against the profile schema, every key described with an example
// in its "$comment"; an existing file is replaced only with --force.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { loadProfile } from "../../harness/config/profile.js";
import { describeErrors, validatorFor } from "../../harness/spec/schemas.js";
import { schemaKeys } from "../../cli/profile-skeleton.js";
import { runNode } from "../support/run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "profile-init-"));
const cli = (...args: string[]) => runNode([join(ROOT, "cli", "conformance.mjs"), ...args]);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("conformance profile init", () => {
  test("--area b2b --out writes a profile valid against the schema, every b2b key described in its $comment, and says so in two lines", async () => {
    const out = join(dir, "b2b.json");
    const run = await cli("profile", "init", "--area", "b2b", "--out", out);
    expect(run.exitCode, run.stderr).toBe(0);
    const written = JSON.parse(readFileSync(out, "utf8")) as Record<string, unknown> & { $comment: string[] };
    const validate = validatorFor("profile.schema.json");
    expect(validate(written), describeErrors(validate.errors).join("; ")).toBe(true);
    expect(Object.keys(written)).toEqual(["$schema", "name", "b2b", "$comment"]);
    expect(loadProfile(out).b2b).toEqual(loadProfile(join(ROOT, "fixtures", "profiles", "reference.json")).b2b);
    const keys = schemaKeys(["b2b"]);
    expect(keys.map((k) => k.key)).toContain("b2b.responses.counterpartyCreate.id");
    for (const { key, description } of keys) expect(written.$comment.some((l) => l.startsWith(`${key}: ${description}`)), key).toBe(true);
    expect(written.$comment).toContain('b2b.responses.counterpartyCreate.id: pointer to the created counterparty\'s id (example: "/counterparty/id")');
    expect(run.stdout.trim().split("\n")).toEqual([`wrote ${out}: the embedded reference's values as examples, its ${keys.length} keys described in its "$comment"`,
      `next: replace every example with your target's, then conformance profile check --profile ${out}`]);
    expect(run.stderr).toBe("");
  });

  test("without --out prints the skeleton of every area, its keys in its $comment, on stdout alone", async () => {
    const run = await cli("profile", "init");
    expect(run.exitCode, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as Record<string, unknown> & { $comment: string[] };
    const validate = validatorFor("profile.schema.json");
    expect(validate(printed), describeErrors(validate.errors).join("; ")).toBe(true);
    expect(Object.keys(printed)).toEqual(expect.arrayContaining(["legacyToken", "schedules", "identityVerification", "b2b"]));
    expect(printed.$comment.some((l) => l.startsWith("legacyToken.paymentUid: "))).toBe(true);
    expect(run.stderr).toBe("");
  });

  test("refuses to replace an existing file (exit 2, the file untouched) unless --force", async () => {
    const out = join(dir, "edited.json");
    writeFileSync(out, '{ "name": "my edits" }\n');
    const refused = await cli("profile", "init", "--area", "b2b", "--out", out);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain(`${out} exists: profile init does not replace a profile that may hold your edits`);
    expect(refused.stderr).toContain("--force");
    expect(readFileSync(out, "utf8")).toBe('{ "name": "my edits" }\n');
    const forced = await cli("profile", "init", "--area", "b2b", "--out", out, "--force");
    expect(forced.exitCode, forced.stderr).toBe(0);
    expect(loadProfile(out).b2b).toBeDefined();
  });
});
