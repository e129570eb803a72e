// The embedded reference as a separate process (reference/container-main.ts, as in its image), on two free 127.0.0.1
// ports with made-up credentials, for a run that reaches it through proxies (bench latency, target-pacing meta-test).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { freePort } from "../../harness/container/section.js";
import { ROOT } from "../../harness/paths.js";
import { cleanEnv } from "./run-cli.js";

/** Made-up credentials, handed to the reference as its REFERENCE_* env and to the suite as CONFORMANCE_* (README's --image example). */
export function credentials(): Record<string, string> {
  const hex = () => randomBytes(12).toString("hex");
  return {
    IMP_KEY: `refkey-${hex()}`, IMP_SECRET: `refsecret-${hex()}`,
    API_AUTH: `Authorization: Bearer refapi-${hex()}`, API_AUTH_OTHER_STORE: `Authorization: Bearer refapi-${hex()}`,
    B2B_BEARER_AUTH: `Authorization: Bearer refb2b-${hex()}`, B2B_SERVICE_KEY_AUTH: `Authorization: PortOne refsvc-${hex()}`,
    B2B_DISABLED_AUTH: `Authorization: Bearer refnob2b-${hex()}`,
  };
}
export const prefixed = (prefix: string, o: Record<string, string>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [`${prefix}${k}`, v]));

export interface ReferenceProcess { baseUrl: string; legacyBaseUrl: string; stop(): Promise<void> }

/** `node --import tsx reference/container-main.ts` on two free 127.0.0.1 ports, ready once it prints "reference ready". */
export async function startReferenceProcess(creds: Record<string, string>): Promise<ReferenceProcess> {
  const [base, legacy] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", join(ROOT, "reference", "container-main.ts")], {
    cwd: ROOT, stdio: ["ignore", "pipe", "pipe"],
    env: cleanEnv({ REFERENCE_BASE_PORT: String(base), REFERENCE_LEGACY_PORT: String(legacy), ...prefixed("REFERENCE_", creds) }),
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`reference not ready in 30 s: ${out}`)), 30_000);
    child.stdout!.on("data", (d: Buffer) => ((out += d.toString()), out.includes("reference ready") && (clearTimeout(timer), resolve())));
    child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    child.once("exit", (code) => (clearTimeout(timer), reject(new Error(`reference exited ${code}: ${out}`))));
  });
  return { baseUrl: `http://127.0.0.1:${base}`, legacyBaseUrl: `http://127.0.0.1:${legacy}`, stop: async () => { child.kill("SIGTERM"); await exited; } };
}

/** The suite's environment for a run against the reference process through these URLs. */
export function suiteEnv(creds: Record<string, string>, urls: { baseUrl: string; legacyBaseUrl: string }): Record<string, string> {
  return {
    CONFORMANCE_BASE_URL: urls.baseUrl, CONFORMANCE_LEGACY_BASE_URL: urls.legacyBaseUrl, ...prefixed("CONFORMANCE_", creds),
    CONFORMANCE_PROFILE: join(ROOT, "fixtures", "profiles", "reference.json"), CONFORMANCE_TIME_MODE: "controlled", CONFORMANCE_ALLOW_DESTRUCTIVE: "true",
  };
}
