// `conformance profile check`: green on both reference profiles, red (exit 2, the key named) on a wrong pointer.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { REFERENCE_ALT_PROFILE, REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { runNode } from "../support/run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "profile-check-"));
const check = (profile: string, env: Record<string, string> = {}) =>
  runNode([join(ROOT, "cli", "conformance.mjs"), "profile", "check", "--profile", profile], { CONFORMANCE_TARGET: "embedded", ...env });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("conformance profile check", () => {
  test("is green on the reference profile (default dialect): one ok line per key", async () => {
    const run = await check(REFERENCE_PROFILE);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^ok +b2b\.responses\.counterpartyCreate\.id$/m);
    expect(run.stdout).toMatch(/^ok +b2b\.requests\.taxInvoiceDraft\.valid$/m);
    expect(run.stdout).toMatch(/^ok +b2b\.errors$/m);
    expect(run.stdout).not.toMatch(/^problem/m);
  });

  test("is green on reference-alt.json with CONFORMANCE_REFERENCE_DIALECT=alt", async () => {
    const run = await check(REFERENCE_ALT_PROFILE, { CONFORMANCE_REFERENCE_DIALECT: "alt" });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^ok +b2b\.responses\.counterpartyCreate\.id$/m);
    expect(run.stdout).not.toMatch(/^problem/m);
  });

  test("exits 2 naming the key of a pointer that finds nothing", async () => {
    const profile = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as { b2b: { responses: Record<string, Record<string, string>> } };
    profile.b2b.responses.fileUploadUrl!.url = "/upload/target";
    const path = join(dir, "wrong-pointer.json");
    writeFileSync(path, JSON.stringify(profile));
    const run = await check(path);
    expect(run.exitCode).toBe(2);
    expect(run.stdout).toMatch(/^problem +b2b\.responses\.fileUploadUrl\.url: /m);
    expect(run.stderr).toContain("b2b.responses.fileUploadUrl.url");
  });

  test("exits 2 naming b2b.states.pointer when the state of a tax invoice is not where it points", async () => {
    const profile = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as { b2b: { states: { pointer: string } } };
    profile.b2b.states.pointer = "/taxInvoice/state";
    const path = join(dir, "wrong-state.json");
    writeFileSync(path, JSON.stringify(profile));
    const run = await check(path);
    expect(run.exitCode).toBe(2);
    expect(run.stdout).toMatch(/^problem +b2b\.states\.pointer: "\/taxInvoice\/state" finds nothing/m);
  });

  test("sends every operation and modification with the templates, one line each", async () => {
    const run = await check(REFERENCE_PROFILE);
    expect(run.exitCode, run.stderr).toBe(0);
    for (const op of ["13 POST of a tax invoice draft", "15b POST of a reverse-issuance request", "24 GET of a tax invoice's print URL",
      "15b POST request-reverse-issuance modifying a sending-completed original", "14 PUT draft of a modification draft, with its modification input"]) {
      expect(run.stdout).toContain(`ok         ${op}\n`);
    }
  });

  test("names a refused operation with the target's answer; what builds on it is not probed", async () => {
    const profile = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as { b2b: { requests: Record<string, { valid: unknown }> } };
    profile.b2b.requests.taxInvoiceRequestReverse!.valid = { body: { document: "{{taxInvoice}}" } };
    const path = join(dir, "wrong-reverse.json");
    writeFileSync(path, JSON.stringify(profile));
    const run = await check(path);
    expect(run.exitCode).toBe(2);
    expect(run.stdout).toMatch(/^problem +15b POST of a reverse-issuance request: status of .*400/m);
    expect(run.stdout).toMatch(/^not probed 20 POST of a cancel-request .*setup step POST request-reverse-issuance was refused.*see A-REQUEST-REVERSE-/m);
    expect(run.stderr).toContain("1 operation(s) (15b)");
  });

  test("finds a modification input the target does not read where the template puts it", async () => {
    const profile = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as { b2b: { requests: Record<string, unknown> & { taxInvoice: Record<string, unknown> } } };
    const requests = profile.b2b.requests;
    requests.modification = { type: "{{modificationType}}", taxInvoiceKey: "{{originalKey}}", taxInvoiceKeyType: "{{originalKeyType}}" };
    requests.taxInvoice.modification = "{{modification}}";
    for (const op of ["taxInvoiceDraft", "taxInvoiceIssueImmediately", "taxInvoiceRequestReverse"]) {
      (requests[op] as Record<string, unknown>).modification = { body: { taxInvoice: "{{taxInvoice}}" } };
    }
    const path = join(dir, "modification-inside.json");
    writeFileSync(path, JSON.stringify(profile));
    const run = await check(path);
    expect(run.exitCode).toBe(2);
    expect(run.stdout).toMatch(/^problem +13 POST draft modifying a drafted original .*reads no modification input/m);
  });

  test("is green on a generated dialect with the profile it comes with", async () => {
    const run = await runNode([join(ROOT, "cli", "conformance.mjs"), "profile", "check"], { CONFORMANCE_REFERENCE_DIALECT: "generated:53" });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(/^(problem|not probed)/m);
  });

  test("exits 2 on a profile its schema refuses, naming the field", async () => {
    const path = join(dir, "invalid.json");
    writeFileSync(path, JSON.stringify({ name: "x", b2b: { responses: { taxInvoice: { id: 7 } } } }));
    const run = await check(path);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain("/b2b/responses/taxInvoice/id");
  });
});
