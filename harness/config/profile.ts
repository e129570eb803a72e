// Loads and validates the target profile, and looks up the inputs tests need.
import { existsSync, readFileSync } from "node:fs";
import { HarnessError } from "../outcomes/errors.js";
import { describeErrors, validatorFor } from "../spec/schemas.js";
import { fixturePath } from "../paths.js";
import { nearestProfileKey } from "./profile-schema-keys.js";

export interface Profile {
  name: string;
  description?: string;
  settings?: Record<string, unknown>;
  clockControl?: { url: string };
  legacyToken?: { paymentUid?: string };
  schedules?: Record<string, unknown>;
  identityVerification?: Record<string, unknown>;
  b2b?: Record<string, unknown>;
}

export const REFERENCE_PROFILE = fixturePath("profiles", "reference.json");
/** The embedded reference's profile when its area A speaks the second dialect (CONFORMANCE_REFERENCE_DIALECT=alt). */
export const REFERENCE_ALT_PROFILE = fixturePath("profiles", "reference-alt.json");
export const EMPTY_PROFILE: Profile = { name: "(no profile)" };

/** Loads the profile file at an absolute path (the configuration loader resolves a given one against the working directory). */
export function loadProfile(full: string): Profile {
  if (!existsSync(full)) {
    throw new HarnessError(`CONFORMANCE_PROFILE points to ${full}, which does not exist`,
      "give the path of your target profile JSON file, or unset CONFORMANCE_PROFILE");
  }
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(full, "utf8"));
  } catch (err) {
    throw new HarnessError(`the profile ${full} is not valid JSON: ${(err as Error).message}`,
      "fix the JSON syntax of the profile file");
  }
  const validate = validatorFor("profile.schema.json");
  if (!validate(data)) {
    const errors = (validate.errors ?? []).slice(0, 8);
    const lines = describeErrors(errors).map((line, i) => {
      const { keyword, instancePath, params } = errors[i]!;
      if (keyword !== "additionalProperties") return line;
      const name = (params as { additionalProperty: string }).additionalProperty;
      const near = nearestProfileKey(instancePath, name);
      return `${instancePath || "(root)"}: "${name}" is not a key of the profile schema here${near ? `; did you mean "${near}"?` : ""}`;
    });
    throw new HarnessError(`the profile ${full} does not match fixtures/profile.schema.json:\n  - ${lines.join("\n  - ")}`,
      "correct the profile fields named above (README: Target profile)");
  }
  return data as Profile;
}

/** The value at a dotted path such as "legacyToken.paymentUid", or undefined; "a|b" is the value at a, else at b. */
export function profileValue(profile: Profile, path: string): unknown {
  for (const alternative of path.split("|")) {
    let node: unknown = profile;
    for (const part of alternative.split(".")) {
      if (node === null || typeof node !== "object") { node = undefined; break; }
      node = (node as Record<string, unknown>)[part];
    }
    if (node !== undefined) return node;
  }
  return undefined;
}

/** The key of "a|b" that the profile gives (a first), or undefined. */
export function givenKey(profile: Profile, path: string): string | undefined {
  return path.split("|").find((alternative) => profileValue(profile, alternative) !== undefined);
}
