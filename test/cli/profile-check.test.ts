// `conformance profile check`: green on both reference profiles and on every default generated dialect, red (exit 2,
// the key named) on a wrong pointer or a generated dialect's states swapped; README
// step 4 followed as written with area A's variables alone; a missing or refused credential said in one line.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { REFERENCE_ALT_PROFILE, REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { runNode, type NodeRun } from "../support/run-cli.js";
import { COVERING_SEEDS } from "../../reference/b2b/dialects/dimensions.js";
import { referenceDialect } from "../../harness/target/reference-dialects.js";
import { credentials, startReferenceProcess, type ReferenceProcess } from "../support/reference-process.js";

const dir = mkdtempSync(join(tmpdir(), "profile-check-"));
const check = (profile: string, env: Record<string, string> = {}) =>
  runNode([join(ROOT, "cli", "conformance.mjs"), "profile", "check", "--profile", profile], { CONFORMANCE_TARGET: "embedded", ...env });
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Checks made once for the tests that read them, by their command's variables: the same check twice shows nothing more. */
const checks = new Map<string, Promise<NodeRun>>();
const checkOnce = (key: string, make: () => Promise<NodeRun>) => {
  if (!checks.has(key)) checks.set(key, make());
  return checks.get(key)!;
};
const referenceCheck = () => checkOnce("reference", () => check(REFERENCE_PROFILE));
/** `profile check` on a generated dialect's embedded reference with the profile it comes with. */
const generatedCheck = (seed: number) => checkOnce(`generated:${seed}`,
  () => runNode([join(ROOT, "cli", "conformance.mjs"), "profile", "check"], { CONFORMANCE_REFERENCE_DIALECT: `generated:${seed}` }));

describe("conformance profile check", () => {
  test("is green on the reference profile (default dialect): one ok line per key", async () => {
    const run = await referenceCheck();
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
    expect(run.stdout).toMatch(/^problem +b2b\.states\.pointer: the profile's b2b\.states\.pointer \("\/taxInvoice\/state"\) finds nothing/m);
  });

  test("sends every operation and modification with the templates, one line each", async () => {
    const run = await referenceCheck();
    expect(run.exitCode, run.stderr).toBe(0);
    for (const op of ["13 POST of a tax invoice draft", "15b POST of a reverse-issuance request", "24 GET of a tax invoice's print URL",
      "15 POST issue-immediately modifying a sending-completed original", "14 PUT draft of a modification draft, with its modification input"]) {
      expect(run.stdout).toContain(`ok         ${op}\n`);
    }
    // A reverse request modifying the forward original is no combination the spec requires to work: not sent.
    expect(run.stdout).not.toContain("15b POST request-reverse-issuance modifying");
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

  // The default seeds take every value of every dimension (reference/b2b/dialects/dimensions.ts), 53 is one more.
  for (const seed of [...Array.from({ length: COVERING_SEEDS }, (_, i) => i + 1), 53]) {
    const env = { CONFORMANCE_REFERENCE_DIALECT: `generated:${seed}` };
    test(`is green on generated dialect ${seed} with the profile it comes with`, async () => {
      const run = await generatedCheck(seed);
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.stdout).not.toMatch(/^problem/m);
      expect(run.stdout).toMatch(/^ok +b2b\.states\.names\.DRAFTED: matches the answer of taxInvoiceDraft/m);
    });

    test(`exits 2 on generated dialect ${seed} with its DRAFTED and REQUESTED matches swapped, naming the state`, async () => {
      const profile = structuredClone(referenceDialect(env.CONFORMANCE_REFERENCE_DIALECT).profile) as unknown as { b2b: { states: { names: Record<string, unknown> } } };
      const names = profile.b2b.states.names;
      [names.DRAFTED, names.REQUESTED] = [names.REQUESTED, names.DRAFTED];
      const path = join(dir, `swapped-states-${seed}.json`);
      writeFileSync(path, JSON.stringify(profile));
      const run = await check(path, env);
      expect(run.exitCode).toBe(2);
      expect(run.stdout).toMatch(/^problem +b2b\.states\.names\.DRAFTED: /m);
    });
  }

  test("leaves unprobed on generated dialect 53 only what no answer can show", async () => {
    const run = await generatedCheck(53);
    expect(run.exitCode, run.stderr).toBe(0);
    const unprobed = run.stdout.match(/^not probed.*$/gm) ?? [];
    expect(unprobed.filter((line) => !line.startsWith("not probed b2b.states.names.sendingCompleted: no answer the suite can ask for shows an invoice in that state (AMBIGUITIES 33)"))).toEqual([]);
  });

  test("exits 2 on a profile its schema refuses, naming the field", async () => {
    const path = join(dir, "invalid.json");
    writeFileSync(path, JSON.stringify({ name: "x", b2b: { responses: { taxInvoice: { id: 7 } } } }));
    const run = await check(path);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain("/b2b/responses/taxInvoice/id");
  });
});

/** The commands and exported variables of the README's "From nothing to a first area A run", in order. */
function readmeAreaAWalkthrough(): { commands: string[][]; exported: string[] } {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("### From nothing to a first area A run"), readme.indexOf("## Time modes"));
  const bash = [...section.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1]!).join("\n");
  return {
    commands: [...bash.matchAll(/^npx --no-install conformance (.+?)\s*(?:#.*)?$/gm)].map((m) => m[1]!.split(/\s+/)),
    exported: [...bash.matchAll(/^export (CONFORMANCE_\w+)=/gm)].map((m) => m[1]!),
  };
}

describe("conformance profile check against a target of area A alone (the reference as a process of its own)", () => {
  const creds = credentials();
  let reference: ReferenceProcess;
  /** Area A's variables only: the base URL and the three area A credentials, as README step 3 exports them. */
  const areaA = () => ({ CONFORMANCE_BASE_URL: reference.baseUrl, CONFORMANCE_B2B_BEARER_AUTH: creds.B2B_BEARER_AUTH!,
    CONFORMANCE_B2B_SERVICE_KEY_AUTH: creds.B2B_SERVICE_KEY_AUTH!, CONFORMANCE_B2B_DISABLED_AUTH: creds.B2B_DISABLED_AUTH! });
  const cli = (args: string[], env: Record<string, string | undefined>, cwd = ROOT) => runNode([join(ROOT, "cli", "conformance.mjs"), ...args], env, 120_000, cwd);
  /** The reference profile's area A section alone (its clock control is on {legacy_base_url}, which area A alone does not give). */
  const b2bOnly = join(dir, "b2b-only.json");
  beforeAll(async () => {
    writeFileSync(b2bOnly, JSON.stringify({ name: "area A of the reference", b2b: (JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as { b2b: unknown }).b2b }));
    reference = await startReferenceProcess(creds);
  }, 60_000);
  afterAll(async () => reference?.stop());

  test("README steps 1, 3, 4 and 5 work as written: init, area A's variables, check (exit 0), run", async () => {
    const { commands, exported } = readmeAreaAWalkthrough();
    expect(exported).toEqual(["CONFORMANCE_BASE_URL", "CONFORMANCE_B2B_BEARER_AUTH", "CONFORMANCE_B2B_SERVICE_KEY_AUTH", "CONFORMANCE_B2B_DISABLED_AUTH"]);
    expect(commands.map((c) => c.slice(0, 2).join(" "))).toEqual(["profile init", "profile check", "run --area"]);
    const cwd = mkdtempSync(join(dir, "walkthrough-"));
    const env = Object.fromEntries(exported.map((name) => [name, areaA()[name as keyof ReturnType<typeof areaA>]]));
    const [init, profileCheck, run] = commands;
    const made = await cli(init!, {}, cwd);
    expect(made.exitCode, made.stderr).toBe(0);
    const checked = await cli(profileCheck!, env, cwd);
    expect(checked.exitCode, checked.stderr).toBe(0);
    expect(checked.stdout).toMatch(/profile check: \d+ operations sent and \d+ keys probed, no problem/);
    const ran = await cli([...run!, "--console", "none", "--reports", join(cwd, "reports")], env, cwd);
    expect(ran.exitCode, ran.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(cwd, "reports", "conformance.json"), "utf8")).selectedAreas).toEqual(["b2b"]);
  }, 120_000);

  test("accepts --area b2b, and needs the variables of every area it selects", async () => {
    const [b2b, schedules] = await Promise.all([cli(["profile", "check", "--area", "b2b", "--profile", b2bOnly], areaA()),
      cli(["profile", "check", "--area", "b2b", "--area", "schedules", "--profile", b2bOnly], areaA())]);
    expect(b2b.exitCode, b2b.stderr).toBe(0);
    expect(b2b.stdout).toContain("no problem");
    expect(schedules.exitCode).toBe(2);
    expect(schedules.stderr).toContain("area schedules needs CONFORMANCE_API_AUTH, which is not set");
  }, 120_000);

  test("without an area A credential: one line naming the variables and the fix, exit 2", async () => {
    const { CONFORMANCE_BASE_URL } = areaA();
    const run = await cli(["profile", "check", "--profile", b2bOnly], { CONFORMANCE_BASE_URL });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain("conformance: profile check calls area A with your account's credential, but neither CONFORMANCE_B2B_BEARER_AUTH nor CONFORMANCE_B2B_SERVICE_KEY_AUTH is set\n  fix: export one as a whole header line");
    expect(run.stderr).not.toContain("internal error");
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }, 120_000);

  test("a credential the target refuses (every call 401): one line blames the credential, not the templates", async () => {
    const run = await cli(["profile", "check", "--profile", b2bOnly], { ...areaA(), CONFORMANCE_B2B_BEARER_AUTH: "Authorization: Bearer not-the-reference-token" });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/^conformance: the target refused all \d+ calls of the check with 401: it does not take the area A credential in CONFORMANCE_B2B_BEARER_AUTH/m);
    expect(run.stderr).not.toContain("correct the templates");
    expect(run.stdout).not.toMatch(/^problem/m);
  }, 120_000);
});
