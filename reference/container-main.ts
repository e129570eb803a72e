// The reference image's program: starts the embedded reference on the ports, faults and credentials its env gives.
import { startReference } from "./server.js";
import type { HeaderCredential } from "./stores.js";

/** The variables the image reads; fixtures/profiles/reference.json maps the suite's CONFORMANCE_* onto them. */
const REFERENCE_ENV = {
  basePort: "REFERENCE_BASE_PORT",
  legacyPort: "REFERENCE_LEGACY_PORT",
  faults: "REFERENCE_FAULTS",
  impKey: "REFERENCE_IMP_KEY",
  impSecret: "REFERENCE_IMP_SECRET",
  apiAuth: "REFERENCE_API_AUTH",
  apiAuthOtherStore: "REFERENCE_API_AUTH_OTHER_STORE",
  b2bBearerAuth: "REFERENCE_B2B_BEARER_AUTH",
  b2bServiceKeyAuth: "REFERENCE_B2B_SERVICE_KEY_AUTH",
  b2bDisabledAuth: "REFERENCE_B2B_DISABLED_AUTH",
} as const;

type Env = Record<string, string | undefined>;

function port(env: Env, name: string): number {
  const raw = env[name] ?? "";
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 65535) throw new Error(`${name} must be a port from 1 to 65535 (is "${raw}")`);
  return n;
}

/** A whole header line `Name: value`, as CONFORMANCE_API_AUTH is given; the value is never echoed. */
function headerLine(env: Env, name: string): HeaderCredential | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  const m = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(\S(?:.*\S)?)[ \t]*$/.exec(raw);
  if (!m) throw new Error(`${name} must be a whole header line "Name: value"`);
  return { name: m[1]!, value: m[2]! };
}

async function main(env: Env): Promise<void> {
  const e = REFERENCE_ENV;
  const key = env[e.impKey], secret = env[e.impSecret];
  if (!key !== !secret) throw new Error(`give both ${e.impKey} and ${e.impSecret}, or neither`);
  const b2b = {
    bearer: headerLine(env, e.b2bBearerAuth), serviceKey: headerLine(env, e.b2bServiceKeyAuth), disabled: headerLine(env, e.b2bDisabledAuth),
  };
  const faults = (env[e.faults] ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const reference = await startReference({
    ports: { base: port(env, e.basePort), legacy: port(env, e.legacyPort) },
    faults,
    legacyCredential: key && secret ? { impKey: key, impSecret: secret } : undefined,
    apiCredentials: { main: headerLine(env, e.apiAuth), other: headerLine(env, e.apiAuthOtherStore) },
    b2b: { credentials: b2b },
  });
  // Names only: says which credentials the run did not hand over (their tests fail with made-up ones), never a value.
  const madeUp = [e.impKey, e.impSecret, e.apiAuth, e.apiAuthOtherStore, e.b2bBearerAuth, e.b2bServiceKeyAuth, e.b2bDisabledAuth]
    .filter((name) => !env[name]);
  console.log(`reference ready: {base_url} ${reference.baseUrl}, {legacy_base_url} ${reference.legacyBaseUrl}; `
    + `faults: ${faults.join(", ") || "none"}; credentials: ${madeUp.length > 0 ? `made up for ${madeUp.join(", ")}` : "from env"}`);
  // As PID 1 in a container, node gets no default signal handling: stop promptly on docker stop or Ctrl-C.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => void reference.close().finally(() => process.exit(0)));
  }
}

main(process.env).catch((err: unknown) => {
  console.error(`reference could not start: ${(err as Error).message}`);
  process.exit(1);
});
