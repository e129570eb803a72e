// `conformance profile init|check`: a skeleton profile for a vendor, and a check of a profile against its schema and the target.
import { writeFileSync } from "node:fs";
import { pathIn, type Area, type ResolvedConfig } from "../harness/config/config.js";
import { HarnessError } from "../harness/outcomes/errors.js";
import { redactor } from "../harness/secrets/redact.js";
import { describeErrors, validatorFor } from "../harness/spec/schemas.js";
import { prepareRun } from "../harness/target/target.js";
import { probeB2b, type Verdict } from "./profile-probe.js";
import { keyGuide, skeletonProfile } from "./profile-skeleton.js";
import type { Profile } from "../harness/config/profile.js";

/**
 * Writes the skeleton (to `out`, else stdout) and describes every key (stdout, or stderr when the JSON goes there); the
 * examples are the embedded reference's profile in its dialect (CONFORMANCE_REFERENCE_DIALECT: default, alt, generated:<seed>).
 */
export function profileInit(areas: Area[] | undefined, out: string | undefined, reference: Profile, cwd: string): number {
  const path = out ? pathIn(cwd, out) : undefined;
  const skeleton = skeletonProfile(areas, path, reference);
  const validate = validatorFor("profile.schema.json");
  if (!validate(skeleton)) throw new Error(`the skeleton does not match its schema: ${describeErrors(validate.errors).join("; ")}`);
  const json = `${JSON.stringify(skeleton, null, 2)}\n`;
  const guide = `Keys of the profile (fixtures/profile.schema.json), each with the embedded reference's value as the example:\n${keyGuide(areas, reference)}\n`;
  if (path) {
    writeFileSync(path, json);
    process.stdout.write(`wrote ${path}: replace every example value with your target's (then: conformance profile check --profile ${out})\n\n${guide}`);
  } else {
    process.stdout.write(json);
    process.stderr.write(guide);
  }
  return 0;
}

const LABEL: Record<Verdict["state"], string> = { "ok": "ok        ", "problem": "problem   ", "missing": "missing   ", "not probed": "not probed" };

/** Validates the profile (loading it does), probes the target with its area A section; exit 2 when a key is broken. */
export async function profileCheck(resolved: ResolvedConfig): Promise<number> {
  const prepared = await prepareRun(resolved);
  try {
    const { profile } = prepared.context;
    console.log(`profile "${profile.name}" matches fixtures/profile.schema.json`);
    if (!profile.b2b) {
      console.log("no b2b section: nothing to probe (area A tests would skip, naming each key)");
      return 0;
    }
    const { keys: verdicts, operations } = await probeB2b(prepared.context);
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
        "correct the templates and keys named above, with the target's answers shown there (descriptions: conformance profile init, or fixtures/profile/b2b.schema.json)");
    }
    console.log(`\nprofile check: ${operations.size} operations sent and ${keys.length} keys probed, no problem`);
    return 0;
  } finally {
    await prepared.close();
  }
}
