// `conformance reference`: the embedded reference as a process of its own on 127.0.0.1, until SIGINT or SIGTERM, with
// what a run against it needs printed as shell exports: its base URLs, its profile and the credentials it made up.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathIn, type ResolvedConfig } from "../harness/config/config.js";
import { HarnessError } from "../harness/outcomes/errors.js";
import { REFERENCE_ALT_PROFILE, REFERENCE_PROFILE } from "../harness/config/profile.js";
import { referenceDialect, referenceOptions } from "../harness/target/reference-dialects.js";
import { startReference, type ReferenceInstance } from "../reference/server.js";
import type { HeaderCredential } from "../reference/stores.js";

const quoted = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;
/** A credential as CONFORMANCE_*_AUTH takes it: `Name: value`, `?name=value` for a query parameter, parts joined by a written \n. */
const line = (h: HeaderCredential & { query?: boolean; more?: Array<HeaderCredential & { query?: boolean }> }) =>
  [h, ...(h.more ?? [])].map((p) => (p.query ? `?${p.name}=${p.value}` : `${p.name}: ${p.value}`)).join("\\n");

/** Starts the reference (faults and dialect from the configuration), prints its exports, and serves until a signal. */
export async function serveReference({ config, cwd }: ResolvedConfig, exportsFile: string | undefined): Promise<number> {
  const dialectName = config.referenceDialect ?? "default";
  const dialect = referenceDialect(dialectName);
  let reference: ReferenceInstance;
  try {
    reference = await startReference(referenceOptions(config, dialect));
  } catch (err) {
    throw new HarnessError(`the reference could not start: ${(err as Error).message}`,
      "use fault names from reference/<area>/faults.ts in CONFORMANCE_REFERENCE_FAULTS, e.g. legacy-token.no-extension");
  }
  // A generated dialect's profile exists only in memory: written beside the process for as long as it serves.
  const scratch = mkdtempSync(join(tmpdir(), "conformance-reference-"));
  const profilePath = dialectName === "default" ? REFERENCE_PROFILE : dialectName === "alt" ? REFERENCE_ALT_PROFILE : join(scratch, "profile.json");
  if (profilePath.startsWith(scratch)) writeFileSync(profilePath, `${JSON.stringify(dialect.profile, null, 2)}\n`);
  const c = reference.credentials;
  // Credentials the user gave are theirs, maybe real: named, never printed. The reference's own are made up here.
  const secrets: [string, string, boolean][] = [
    ["CONFORMANCE_IMP_KEY", c.impKey, config.impKey !== undefined], ["CONFORMANCE_IMP_SECRET", c.impSecret, config.impSecret !== undefined],
    ["CONFORMANCE_API_AUTH", line(c.apiAuth), config.apiAuth !== undefined],
    ["CONFORMANCE_API_AUTH_OTHER_STORE", line(c.apiAuthOtherStore), config.apiAuthOtherStore !== undefined],
    ["CONFORMANCE_B2B_BEARER_AUTH", line(c.b2b.bearer), config.b2bBearerAuth !== undefined],
    ["CONFORMANCE_B2B_SERVICE_KEY_AUTH", line(c.b2b.serviceKey), config.b2bServiceKeyAuth !== undefined],
    ["CONFORMANCE_B2B_DISABLED_AUTH", line(c.b2b.disabled), config.b2bDisabledAuth !== undefined],
  ];
  const yours = secrets.filter(([, , mine]) => mine).map(([name]) => name);
  const text = [
    `# the embedded reference (area A dialect ${dialectName}; faults: ${config.referenceFaults.join(", ") || "none"}) serves on 127.0.0.1 until Ctrl-C or SIGTERM.`,
    "# A run against it, as against any remote target, needs these (the credentials are the reference's own, made up for this process):",
    `export CONFORMANCE_BASE_URL=${reference.baseUrl} CONFORMANCE_LEGACY_BASE_URL=${reference.legacyBaseUrl}`,
    `export CONFORMANCE_PROFILE=${quoted(profilePath)}`,
    "export CONFORMANCE_TIME_MODE=controlled CONFORMANCE_ALLOW_DESTRUCTIVE=true",
    ...secrets.filter(([, , mine]) => !mine).map(([name, value]) => `export ${name}=${quoted(value)}`),
    ...(yours.length > 0 ? [`# it accepts the credentials of your environment for ${yours.join(", ")} (not printed)`] : []),
    // npx does not pass a signal on to the command it started: a script stops the reference by its own process id.
    `reference_pid=${process.pid}  # kill "$reference_pid" stops it`,
  ].join("\n") + "\n";
  const file = exportsFile === undefined ? undefined : pathIn(cwd, exportsFile);
  if (file) {
    // Whole or not at all, readable by the owner only: a script waits for the file, then sources it.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, text, { mode: 0o600 });
    renameSync(partial, file);
  }
  process.stdout.write(text);
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    for (const s of ["SIGINT", "SIGTERM"] as const) process.once(s, () => resolve(s));
  });
  await reference.close();
  if (file) rmSync(file, { force: true });
  rmSync(scratch, { recursive: true, force: true });
  process.stdout.write(`# the reference stopped (${signal})${file ? `; ${file} removed` : ""}\n`);
  return 0;
}
