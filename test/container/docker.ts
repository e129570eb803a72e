// Helpers of the container tests: the engine (started through scripts/ensure-docker.sh), the reference image, docker state.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../harness/paths.js";
import { RUN_LABEL } from "../../harness/container/start.js";
import { cleanEnv } from "../support/run-cli.js";

const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
export const REFERENCE_IMAGE = `service-conformance/reference:${VERSION}`;
export const REFERENCE_PROFILE_ARGS = ["--profile", join(ROOT, "fixtures", "profiles", "reference.json")];

/** Installs and starts the engine when none answers (CI), then builds the reference image as `npm run image` does. */
export function ensureEngineAndImage(): void {
  execFileSync(join(ROOT, "scripts", "ensure-docker.sh"), { cwd: ROOT, stdio: "pipe", timeout: 170_000 });
  execFileSync(join(ROOT, "scripts", "build-image.sh"), { cwd: ROOT, stdio: "pipe", timeout: 120_000 });
}

/** Credentials handed to the container through the profile's ${CONFORMANCE_…} env; shaped like the reference's own. */
export function containerCredentials(): Record<string, string> {
  const hex = (n: number) => randomBytes(n).toString("hex");
  return {
    CONFORMANCE_IMP_KEY: `refkey-${hex(8)}`,
    CONFORMANCE_IMP_SECRET: `refsecret-${hex(16)}`,
    CONFORMANCE_API_AUTH: `Authorization: Bearer refapi-${hex(16)}`,
    CONFORMANCE_API_AUTH_OTHER_STORE: `Authorization: Bearer refapi-${hex(16)}`,
  };
}

/** The README's `--image` example (section "Testing a container image"): the variables it exports and its first run. */
export function readmeImageExample(): { env: Record<string, string>; args: string[] } {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Testing a container image"));
  const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1]?.replace(/\\\n\s*/g, " ") ?? "";
  const exported = /^export (.*)$/m.exec(block)?.[1] ?? "";
  const env = Object.fromEntries([...exported.matchAll(/(CONFORMANCE_\w+)=(?:'([^']*)'|(\S+))/g)].map((m) => [m[1]!, m[2] ?? m[3]!]));
  const run = /^npx --no-install conformance (run --image [^#\n]*)/m.exec(block)?.[1] ?? "";
  return { env, args: run.trim().split(/\s+/) };
}

/** Ids of the containers any conformance run started that still exist (running or not). */
export function runContainers(): string[] {
  return execFileSync("docker", ["ps", "-aq", "--filter", `label=${RUN_LABEL}`], { encoding: "utf8", timeout: 15_000 }).split("\n").filter(Boolean);
}

export interface Interrupted {
  exitCode: number | null;
  stderr: string;
  containersWhileRunning: string[];
}

/** Starts `conformance run`, sends SIGINT once its tests run (its container is up), and waits for it to end. */
export function interruptRun(args: string[], env: Record<string, string>, deadlineMs = 60_000): Promise<Interrupted> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, "cli", "conformance.mjs"), ...args], { cwd: ROOT, env: cleanEnv(env), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let seen: string[] = [];
    const killer = setTimeout(() => child.kill("SIGKILL"), deadlineMs);
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString();
      // runCommand prints this line once the target is prepared, just before the tests start.
      if (seen.length === 0 && stdout.includes("service-conformance: ")) {
        seen = runContainers();
        child.kill("SIGINT");
      }
    });
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (exitCode) => {
      clearTimeout(killer);
      resolve({ exitCode, stderr, containersWhileRunning: seen });
    });
  });
}
