// The environment of a CLI run against a hostile target: a canary in every secret variable, a profile without clock control.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONFIG_KEYS } from "../../harness/config/config.js";
import { REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { ROOT } from "../../harness/paths.js";
import type { HostileMode, HostileTarget } from "./hostile-target.js";
import { cleanEnv } from "./run-cli.js";

/**
 * The exit code of a run against each mode: 1, the target is wrong (failed tests); 2, it stopped answering (preflight or
 * circuit breaker), its answers cannot be read (headers past undici's limit), or preflight found the base URL wrong
 * (HTML, a 404 or a redirect for every probe).
 */
export const HOSTILE_EXIT: Record<HostileMode, 1 | 2> = {
  echo: 1, malformed: 1, gzip: 1, "endless-pages": 1, "huge-pages": 1, hang: 2, "slow-drip": 2,
  "spaces-20k": 1, "spaces-200k": 1, "spaces-1m": 1, "deep-nesting": 1, "long-line": 1, "many-headers": 1, "huge-headers": 2,
  "invalid-utf8": 1, "nul-surrogates": 1, "redirect-loop": 2, "1xx-flood": 2, html: 2, "wrong-prefix": 2, trickle: 2,
};

/** The seconds a whole run against each mode may take (the corpus checks it; about three times what it takes on 2 busy cores). */
export const HOSTILE_BUDGET_S: Record<HostileMode, number> = Object.fromEntries(
  (Object.keys(HOSTILE_EXIT) as HostileMode[]).map((m) => [m, ({ hang: 60, "slow-drip": 60, trickle: 60, "1xx-flood": 60 } as Record<string, number>)[m] ?? 45]),
) as Record<HostileMode, number>;

/** Where requests must give up fast for a run to end soon: the target answers nothing, or a byte at a time. */
const SHORT_TIMEOUT: readonly HostileMode[] = ["hang", "slow-drip", "trickle", "1xx-flood"];

/** Unique per process; its first 8 characters found anywhere (any case) is a leak, so a cut secret counts too. */
export const CANARY = `cnry${randomBytes(4).toString("hex")}`;
/** A canary in every secret variable; one with a quote and a backslash, which JSON escapes. */
export const CANARY_SECRETS: Record<string, string> = Object.fromEntries(CONFIG_KEYS.filter((k) => k.secret).map((k) => {
  const value = k.field === "impSecret" ? `${CANARY}"imp\\secret` : `${CANARY}-${k.field}`;
  return [k.env, k.expected.startsWith("a whole header line") ? `X-Canary-${k.field}: ${value}` : value];
}));
/** The secret values alone (without the header names). */
export const canaryValues = () => Object.values(CANARY_SECRETS).map((v) => v.replace(/^X-Canary-\w+: /, ""));

let profile: string | undefined;
/** The reference profile without its clock control (a hostile target has none): time mode off. */
function hostileProfile(): string {
  if (profile) return profile;
  const data = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as Record<string, unknown>;
  delete data.clockControl;
  delete data.$schema;
  const dir = mkdtempSync(join(tmpdir(), "hostile-profile-"));
  profile = join(dir, "profile.json");
  writeFileSync(profile, JSON.stringify(data));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return profile;
}

/** Areas legacy-token and schedules against the target; a short request timeout where the target hangs or drips. */
export function hostileRunEnv(mode: HostileMode, target: HostileTarget): Record<string, string> {
  return {
    ...CANARY_SECRETS,
    CONFORMANCE_BASE_URL: target.baseUrl,
    CONFORMANCE_LEGACY_BASE_URL: target.legacyBaseUrl,
    CONFORMANCE_AREAS: "legacy-token,schedules",
    CONFORMANCE_PROFILE: hostileProfile(),
    CONFORMANCE_TIME_MODE: "off",
    ...(SHORT_TIMEOUT.includes(mode) ? { CONFORMANCE_REQUEST_TIMEOUT_MS: "1000" } : {}),
  };
}

export interface HostileRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  seconds: number;
  /** From the SIGTERM to the process's exit, when one was sent. */
  sigtermToExitSeconds?: number;
  stdout: string;
  stderr: string;
  /** Processes still alive after the run that it started (found by the private TMPDIR in their environment). */
  leftProcesses: number[];
  /** Files the run left in its private TMPDIR. */
  leftFiles: string[];
}

export interface HostileRunOptions {
  reportsDir: string;
  /** Sends SIGTERM once the target has received this many requests (mid-run). */
  sigtermAfterRequests?: number;
  /** Killed (SIGKILL) after this long: a bound on the child, never a timed assertion. */
  limitMs: number;
  env?: Record<string, string>;
  args?: string[];
}

/** Processes whose environment names `tmp` as TMPDIR: every process a run started, wherever it was reparented. */
function processesWith(tmp: string): number[] {
  const marker = Buffer.from(`TMPDIR=${tmp}\0`);
  return readdirSync("/proc").filter((p) => /^\d+$/.test(p)).map(Number).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/environ`).includes(marker);
    } catch {
      return false; // gone, or not ours to read
    }
  });
}

/** The CLI against a hostile target, in a private TMPDIR, optionally interrupted by SIGTERM; what it left behind. */
export async function runAgainstHostile(mode: HostileMode, target: HostileTarget, o: HostileRunOptions): Promise<HostileRun> {
  const tmp = mkdtempSync(join(tmpdir(), "hostile-tmp-"));
  const started = performance.now();
  let sigtermAt: number | undefined;
  const env = cleanEnv({ ...hostileRunEnv(mode, target), CONFORMANCE_REPORTS_DIR: o.reportsDir, TMPDIR: tmp, ...o.env });
  const child = spawn(process.execPath, [join(ROOT, "cli", "conformance.mjs"), "run", ...(o.args ?? ["--console", "compact"])], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const watch = setInterval(() => {
    if (o.sigtermAfterRequests !== undefined && sigtermAt === undefined && target.requestCount() >= o.sigtermAfterRequests) {
      sigtermAt = performance.now();
      child.kill("SIGTERM");
    }
  }, 20);
  const limit = setTimeout(() => child.kill("SIGKILL"), o.limitMs);
  const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.on("error", reject).on("close", (code, sig) => resolve([code, sig]));
  });
  const ended = performance.now();
  clearInterval(watch);
  clearTimeout(limit);
  // A child the run started gets a moment to notice its parent is gone before it counts as left behind.
  let leftProcesses = processesWith(tmp);
  for (let i = 0; i < 20 && leftProcesses.length > 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    leftProcesses = processesWith(tmp);
  }
  for (const pid of leftProcesses) process.kill(pid, "SIGKILL");
  // tsx's compile cache (tsx-<uid>) is meant to outlive a run: every later one reuses it.
  const leftFiles = readdirSync(tmp).filter((f) => !/^tsx-\d+$/.test(f));
  rmSync(tmp, { recursive: true, force: true });
  const round = (ms: number) => Math.round(ms / 100) / 10;
  return {
    exitCode, signal, seconds: round(ended - started), stdout, stderr, leftProcesses, leftFiles,
    ...(sigtermAt !== undefined ? { sigtermToExitSeconds: round(ended - sigtermAt) } : {}),
  };
}
