// `conformance profile init|check`: a skeleton profile for a vendor, and a check of a profile against its schema and the target.
import { existsSync, renameSync, writeFileSync } from "node:fs";
import { CONFIG_KEYS, pathIn, type Area, type ResolvedConfig } from "../harness/config/config.js";
import { HarnessError } from "../harness/outcomes/errors.js";
import { redactor } from "../harness/secrets/redact.js";
import { describeErrors, validatorFor } from "../harness/spec/schemas.js";
import { Skip } from "../harness/outcomes/skip.js";
import { prepareRun, type RunContext } from "../harness/target/target.js";
import { probeB2b, type ProbeResult, type Verdict } from "./profile-probe.js";
import { skeletonProfile } from "./profile-skeleton.js";
import type { Profile } from "../harness/config/profile.js";

/**
 * Writes the skeleton, its keys described in its `$comment` (to `out`, else stdout); refuses to replace an existing file
 * unless `force`. The examples are the embedded reference's profile in its dialect (CONFORMANCE_REFERENCE_DIALECT).
 */
export function profileInit(areas: Area[] | undefined, out: string | undefined, reference: Profile, cwd: string, force = false): number {
  const path = out ? pathIn(cwd, out) : undefined;
  if (path && existsSync(path) && !force) {
    throw new HarnessError(`${path} exists: profile init does not replace a profile that may hold your edits`,
      `give another --out, or add --force to replace it with a new skeleton (its contents are lost)`);
  }
  const skeleton = skeletonProfile(areas, path, reference);
  const validate = validatorFor("profile.schema.json");
  if (!validate(skeleton)) throw new Error(`the skeleton does not match its schema: ${describeErrors(validate.errors).join("; ")}`);
  const json = `${JSON.stringify(skeleton, null, 2)}\n`;
  if (!path) {
    process.stdout.write(json);
    return 0;
  }
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, json);
  renameSync(partial, path);
  const keys = (skeleton.$comment as string[]).length - 1;
  process.stdout.write(`wrote ${path}: the embedded reference's values as examples, its ${keys} keys described in its "$comment"\n`
    + `next: replace every example with your target's, then conformance profile check --profile ${out}\n`);
  return 0;
}

const LABEL: Record<Verdict["state"], string> = { "ok": "ok        ", "problem": "problem   ", "missing": "missing   ", "not probed": "not probed" };

/**
 * Validates the profile (loading it does), prepares the selected areas (area A alone unless --area or CONFORMANCE_AREAS
 * say otherwise: only their variables are needed), and probes the target with the profile's area A section; exit 2
 * when a key is broken, or when the target refuses the area A credential itself.
 */
export async function profileCheck(resolved: ResolvedConfig): Promise<number> {
  const areas: Area[] = resolved.config.areas ?? ["b2b"];
  const prepared = await prepareRun({ ...resolved, config: { ...resolved.config, areas } });
  try {
    const { profile } = prepared.context;
    console.log(`profile "${profile.name}" matches fixtures/profile.schema.json`);
    if (!areas.includes("b2b")) {
      console.log(`area A is not selected (areas ${areas.join(", ")}): nothing to probe; the target answers, and a run checks the other areas' keys`);
      return 0;
    }
    if (!profile.b2b) {
      console.log("no b2b section: nothing to probe (area A tests would skip, naming each key)");
      return 0;
    }
    const used = areaACredential(prepared.context);
    const result = await probe(prepared.context);
    refusedCredential(result, used);
    return judge(result);
  } finally {
    await prepared.close();
  }
}

/** The variable of the credential the probe sends (bearer, else serviceKey, as area A's setup steps do); refused when neither is set. */
function areaACredential({ config }: RunContext): string {
  const env = (field: "b2bBearerAuth" | "b2bServiceKeyAuth") => CONFIG_KEYS.find((k) => k.field === field)!.env;
  if (config.b2bBearerAuth) return env("b2bBearerAuth");
  if (config.b2bServiceKeyAuth) return env("b2bServiceKeyAuth");
  throw new HarnessError(`profile check calls area A with your account's credential, but neither ${env("b2bBearerAuth")} nor ${env("b2bServiceKeyAuth")} is set`,
    `export one as a whole header line, e.g. ${env("b2bBearerAuth")}='Authorization: Bearer <token>' (README: From nothing to a first area A run, step 3), or check other areas with --area`);
}

async function probe(context: RunContext): Promise<ProbeResult> {
  try {
    return await probeB2b(context);
  } catch (err) {
    // A step outside the operations' own (the error probe) that could not be made: said as a setup problem, not a bug.
    if (err instanceof Skip) throw new HarnessError(`profile check could not probe area A: ${err.reason}`, "give what the reason names, then check again");
    throw err;
  }
}

/** Every call that carried the credential answered 401 or 403: the credential is wrong, and nothing can be said of the templates. */
function refusedCredential({ credentialed }: ProbeResult, variable: string): void {
  if (credentialed.length === 0 || !credentialed.every((s) => s === 401 || s === 403)) return;
  const statuses = [...new Set(credentialed)].join(" or ");
  throw new HarnessError(`the target refused all ${credentialed.length} calls of the check with ${statuses}: it does not take the area A credential in ${variable} `
    + "(the profile's templates could not be judged)",
    `check ${variable}: a whole header line, with the header name and scheme your service expects, of an account with B2B enabled; then check again`);
}

/** One line per operation and per key; exit 2 when an operation or a key does not fit the target. */
function judge({ keys: verdicts, operations }: ProbeResult): number {
  // A note may quote an answer of the target: it is redacted like every report.
  const line = (name: string, v: Verdict) => console.log(redactor.text(`${LABEL[v.state]} ${name}${v.note ? `: ${v.note}` : ""}`));
  console.log("\nOperations, each sent with the profile's templates (test mode, on what the check creates):");
  for (const [name, v] of operations) line(name, v);
  console.log("\nKeys:");
  const keys = [...verdicts.keys()].sort();
  for (const key of keys) line(key, verdicts.get(key)!);
  const broken = keys.filter((k) => verdicts.get(k)!.state === "problem");
  const refused = [...operations].filter(([, v]) => v.state === "problem").map(([name]) => name.split(" ")[0]!);
  if (broken.length + refused.length > 0) {
    const what = [...(refused.length ? [`${refused.length} operation(s) (${refused.join(", ")})`] : []), ...(broken.length ? [`${broken.length} key(s): ${broken.join(", ")}`] : [])];
    throw new HarnessError(`the profile does not fit the target at ${what.join(" and ")}`,
      "correct the templates and keys named above, with the target's answers shown there (descriptions: the \"$comment\" of conformance profile init, or fixtures/profile/b2b.schema.json)");
  }
  console.log(`\nprofile check: ${operations.size} operations sent and ${keys.length} keys probed, no problem`);
  return 0;
}
