// `conformance profile init`: a skeleton that validates against the profile schema, every key described with an example.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
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
  test("--area b2b --out writes a profile valid against the schema, with every b2b key described", async () => {
    const out = join(dir, "b2b.json");
    const run = await cli("profile", "init", "--area", "b2b", "--out", out);
    expect(run.exitCode, run.stderr).toBe(0);
    const written = JSON.parse(readFileSync(out, "utf8")) as Record<string, unknown>;
    const validate = validatorFor("profile.schema.json");
    expect(validate(written), describeErrors(validate.errors).join("; ")).toBe(true);
    expect(Object.keys(written).sort()).toEqual(["$schema", "b2b", "name"]);
    expect(loadProfile(out).b2b).toEqual(loadProfile(join(ROOT, "fixtures", "profiles", "reference.json")).b2b);
    const keys = schemaKeys(["b2b"]);
    expect(keys.map((k) => k.key)).toContain("b2b.responses.counterpartyCreate.id");
    for (const { key, description } of keys) expect(run.stdout, key).toContain(`${key}: ${description}`);
    expect(run.stdout).toContain('b2b.responses.counterpartyCreate.id: ');
    expect(run.stdout).toContain('(example: "/counterparty/id")');
  });

  test("without --out prints the skeleton of every area on stdout and the key guide on stderr", async () => {
    const run = await cli("profile", "init");
    expect(run.exitCode, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as Record<string, unknown>;
    const validate = validatorFor("profile.schema.json");
    expect(validate(printed), describeErrors(validate.errors).join("; ")).toBe(true);
    expect(Object.keys(printed)).toEqual(expect.arrayContaining(["legacyToken", "schedules", "identityVerification", "b2b"]));
    expect(run.stderr).toContain("legacyToken.paymentUid: ");
  });
});
