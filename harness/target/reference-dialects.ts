// The embedded reference's area A dialect named by CONFORMANCE_REFERENCE_DIALECT, and the profile that describes it.
import type { Dialect } from "../../reference/b2b/dialects/dialect.js";
import { generateDialect } from "../../reference/b2b/dialects/generated.js";
import type { Readings } from "../../reference/b2b/readings/readings.js";
import type { ReferenceOptions } from "../../reference/server.js";
import type { Config } from "../config/config-keys.js";
import { HarnessError } from "../outcomes/errors.js";
import { loadProfile, REFERENCE_ALT_PROFILE, REFERENCE_PROFILE, type Profile } from "../config/profile.js";
import { describeErrors, validatorFor } from "../spec/schemas.js";

export interface ReferenceDialect {
  profile: Profile;
  dialect: "default" | "alt" | Dialect;
  readings?: Readings;
}

/** default, alt (each with its profile file), or generated:<seed> (the reference's own profile, its b2b section generated). */
export function referenceDialect(name = "default"): ReferenceDialect {
  const seed = /^generated:(\d+)$/.exec(name)?.[1];
  if (seed === undefined) return name === "alt" ? { profile: loadProfile(REFERENCE_ALT_PROFILE), dialect: "alt" } : { profile: loadProfile(REFERENCE_PROFILE), dialect: "default" };
  const generated = generateDialect(Number(seed));
  const profile: Profile = { ...loadProfile(REFERENCE_PROFILE), name: `embedded reference, ${name}`,
    description: `The embedded reference with a generated area A dialect (seed ${seed}); its b2b section describes that dialect.`, b2b: generated.profile };
  const validate = validatorFor("profile.schema.json");
  if (!validate(profile)) {
    throw new HarnessError(`the profile of the generated dialect ${seed} does not match its schema: ${describeErrors(validate.errors).slice(0, 5).join("; ")}`,
      "this is a bug of reference/b2b/dialects/generated.ts: report it with the seed");
  }
  return { profile, dialect: generated.dialect, readings: generated.readings };
}

/** How the embedded reference starts for a configuration: its faults, its dialect, and the credentials given (the rest made up). */
export function referenceOptions(config: Config, { dialect, readings }: ReferenceDialect): ReferenceOptions {
  return {
    faults: config.referenceFaults,
    legacyCredential: config.impKey && config.impSecret ? { impKey: config.impKey, impSecret: config.impSecret } : undefined,
    apiCredentials: { main: config.apiAuth, other: config.apiAuthOtherStore },
    b2b: { dialect, readings, credentials: { bearer: config.b2bBearerAuth, serviceKey: config.b2bServiceKeyAuth, disabled: config.b2bDisabledAuth } },
  };
}
