// The configuration loader: precedence, parsing, one clear error for bad values, no secret in errors or reports, paths and
// the environment read once.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { loadConfig, redactedConfig, resolveConfig } from "../../harness/config/config.js";
import { REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { HarnessError } from "../../harness/outcomes/errors.js";

const dir = (dotenv?: string) => {
  const d = mkdtempSync(join(tmpdir(), "conformance-config-"));
  if (dotenv) writeFileSync(join(d, ".env"), dotenv);
  return d;
};
const load = (env: Record<string, string>, opts: { dotenv?: string; settings?: Record<string, unknown> } = {}) =>
  loadConfig({ env, cwd: dir(opts.dotenv), profileSettings: opts.settings });
const problemOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HarnessError);
    return (err as HarnessError).problem;
  }
  throw new Error("expected a HarnessError");
};

describe("configuration", () => {
  test("applies defaults when nothing is set", () => {
    const c = load({});
    expect(c).toMatchObject({ requestTimeoutMs: 10_000, b2bTestMode: true, clockToleranceSeconds: 5, reportsDir: "reports" });
    expect(c.areas).toBeUndefined();
    expect(Number.isInteger(c.seed.value)).toBe(true);
  });

  test("takes environment over .env over profile settings", () => {
    const settings = { requestTimeoutMs: 1000, clockToleranceSeconds: 7, seed: 3 };
    const c = load({ CONFORMANCE_REQUEST_TIMEOUT_MS: "3000" }, { dotenv: "CONFORMANCE_REQUEST_TIMEOUT_MS=2000\nCONFORMANCE_SEED=9\n", settings });
    expect(c).toMatchObject({ requestTimeoutMs: 3000, seed: { value: 9, given: "9" }, clockToleranceSeconds: 7 });
  });

  test("parses areas, booleans and header lines", () => {
    const c = load({
      CONFORMANCE_AREAS: "schedules, legacy-token",
      CONFORMANCE_ALLOW_DESTRUCTIVE: "yes",
      CONFORMANCE_API_AUTH: "X-Api-Key:   abcdefgh ijklmnop  ",
    });
    expect(c.areas).toEqual(["legacy-token", "schedules"]);
    expect(c.allowDestructive).toBe(true);
    expect(c.apiAuth).toEqual({ name: "X-Api-Key", value: "abcdefgh ijklmnop" });
    expect(load({ CONFORMANCE_AREAS: "all" }).areas).toHaveLength(4);
  });

  test("takes a credential of several parts: header lines and query parameters, by line breaks or a written \\n", () => {
    const c = load({ CONFORMANCE_B2B_SERVICE_KEY_AUTH: "X-Key-Id: key-id-0001\\nX-Key-Secret: secret-0002\n?serviceKey=value-0003" });
    expect(c.b2bServiceKeyAuth).toEqual({ name: "X-Key-Id", value: "key-id-0001",
      more: [{ name: "X-Key-Secret", value: "secret-0002" }, { name: "serviceKey", value: "value-0003", query: true }] });
    expect(problemOf(() => load({ CONFORMANCE_API_AUTH: "X-Key: abcdefghij\\nX-Other: short" }))).toContain("shorter than 8 characters");
    expect(load({ CONFORMANCE_API_AUTH: "?apiKey=abcdefgh" }).apiAuth).toEqual({ name: "apiKey", value: "abcdefgh", query: true });
    expect(problemOf(() => load({ CONFORMANCE_API_AUTH: "X-Key: abcdefghij\\nnot a part" }))).toContain("CONFORMANCE_API_AUTH");
  });

  test("names every malformed variable and what it expects, in one error", () => {
    const problem = problemOf(() => load({ CONFORMANCE_TIME_MODE: "fast", CONFORMANCE_BASE_URL: "ftp://x", CONFORMANCE_AREAS: "b2c" }));
    expect(problem).toContain('CONFORMANCE_TIME_MODE is "fast"; expected one of controlled, real, off');
    expect(problem).toContain("CONFORMANCE_BASE_URL");
    expect(problem).toContain("CONFORMANCE_AREAS");
  });

  test("names a malformed profile setting by its place in the profile", () => {
    expect(problemOf(() => load({}, { settings: { timeMode: "sometimes" } }))).toContain("profile settings.timeMode");
  });

  test("never echoes a malformed secret", () => {
    const problem = problemOf(() => load({ CONFORMANCE_API_AUTH: "no-colon-secret-value" }));
    expect(problem).toContain("CONFORMANCE_API_AUTH");
    expect(problem).not.toContain("no-colon-secret-value");
  });

  test("redacts secrets in the effective configuration", () => {
    const c = load({ CONFORMANCE_IMP_SECRET: "s3cr3t-value", CONFORMANCE_API_AUTH: "Authorization: Bearer tok-123456" });
    const text = JSON.stringify(redactedConfig(c));
    expect(text).not.toContain("s3cr3t-value");
    expect(text).not.toContain("tok-123456");
    expect(redactedConfig(c).apiAuth).toBe("Authorization: [REDACTED]");
    expect(redactedConfig(c).impKey).toBe("(not set)");
  });
});

describe("configuration that cannot silently miss the target", () => {
  test("refuses an unknown CONFORMANCE_ variable, suggesting the key it resembles", () => {
    const problem = problemOf(() => load({ CONFORMANCE_LEGACY_BASEURL: "http://127.0.0.1:1" }));
    expect(problem).toContain('"CONFORMANCE_LEGACY_BASEURL" is not a setting of this suite; did you mean CONFORMANCE_LEGACY_BASE_URL?');
  });

  test("reads a .env file that starts with a byte-order mark", () => {
    const c = load({}, { dotenv: "\uFEFFCONFORMANCE_BASE_URL=http://127.0.0.1:9\n" });
    expect(c.baseUrl).toBe("http://127.0.0.1:9");
  });

  test("keeps a quoted # in a .env value, as Node's parser documents", () => {
    const c = load({}, { dotenv: 'CONFORMANCE_IMP_SECRET="abc#defghij"\n' });
    expect(c.impSecret).toBe("abc#defghij");
  });

  test("refuses a secret shorter than 8 characters, naming the variable only", () => {
    const problem = problemOf(() => load({ CONFORMANCE_IMP_KEY: "short" }));
    expect(problem).toContain("CONFORMANCE_IMP_KEY is shorter than 8 characters");
    expect(problem).not.toContain("short\"");
  });
});

describe("configuration resolved once", () => {
  const resolveIn = (cwd: string, env: Record<string, string>, flags = {}) => resolveConfig({ env, cwd, flags });

  test("resolves every path against the working directory, history and reports together", () => {
    const cwd = dir();
    const r = resolveIn(cwd, { CONFORMANCE_REPORTS_DIR: "out", CONFORMANCE_BASELINE: "known.json" });
    expect(r.paths).toEqual({ reportsDir: join(cwd, "out"), historyPath: join(cwd, "out", "history.jsonl"), baseline: join(cwd, "known.json") });
    expect(resolveIn(cwd, { CONFORMANCE_HISTORY_PATH: "/keep/history.jsonl" }).paths.historyPath).toBe("/keep/history.jsonl");
    const profile = resolveIn(cwd, {}, { profilePath: [REFERENCE_PROFILE, "--profile"] });
    expect(profile.paths.profile).toBe(REFERENCE_PROFILE);
    expect(profile.profile?.name).toBe("embedded reference");
  });

  test("reads what the environment says about where it runs with the configuration", () => {
    const env = { CI: "true", GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: "/tmp/summary.md", DOCKER_HOST: "unix:///x.sock", HOME: "/home/x",
      CONFORMANCE_API_AUTH: "Authorization: Bearer abcdefgh" };
    const { environment } = resolveIn(dir("CONFORMANCE_IMP_KEY=from-dot-env\n"), env);
    expect(environment).toMatchObject({ ci: true, githubActions: true, stepSummary: "/tmp/summary.md", dockerHost: "unix:///x.sock" });
    expect(environment.variables).toEqual({ CONFORMANCE_API_AUTH: "Authorization: Bearer abcdefgh", CONFORMANCE_IMP_KEY: "from-dot-env" });
    expect(environment.inherited.HOME).toBe("/home/x");
    expect(Object.keys(environment.inherited).filter((k) => k.startsWith("CONFORMANCE_")), "no secret handed to a child").toEqual([]);
    expect(resolveIn(dir(), { CI: "false" }).environment.ci).toBe(false);
  });

  test("names the .env file a bad value comes from", () => {
    const cwd = dir("CONFORMANCE_TIME_MODE=fast\n");
    expect(problemOf(() => resolveIn(cwd, {}))).toContain(`CONFORMANCE_TIME_MODE (in ${join(cwd, ".env")}) is "fast"`);
    expect(problemOf(() => resolveIn(cwd, { CONFORMANCE_TIME_MODE: "slow" }))).toContain('CONFORMANCE_TIME_MODE is "slow"');
  });
});
