// `conformance profile init`: a skeleton profile (the reference's values as examples), the schema's keys described in it.
import { dirname, relative } from "node:path";
import type { Area } from "../harness/config/config.js";
import { fixturePath } from "../harness/paths.js";
import { loadProfile, profileValue, REFERENCE_PROFILE, type Profile } from "../harness/config/profile.js";
import { schemaKeys } from "../harness/config/profile-schema-keys.js";

export { schemaKeys };

/** The profile section of each area. */
export const SECTION: Record<Area, string> = {
  "legacy-token": "legacyToken", "schedules": "schedules", "identity-verification": "identityVerification", "b2b": "b2b",
};

/**
 * The skeleton: the reference profile's sections for the areas, under a placeholder name, and in `$comment` (last) one
 * line per key of those sections; `$schema` lets editors show each key's description too.
 */
export function skeletonProfile(areas: Area[] | undefined, outPath: string | undefined, example: Profile = loadProfile(REFERENCE_PROFILE)): Profile & Record<string, unknown> {
  const reference = example as Profile & Record<string, unknown>;
  const schema = fixturePath("profile.schema.json");
  const out: Record<string, unknown> = {
    $schema: outPath ? relative(dirname(outPath), schema) : schema,
    name: "my target (replace the example values: they are the embedded reference's)",
  };
  for (const section of areas ? areas.map((a) => SECTION[a]) : Object.keys(reference).filter((k) => !["$schema", "name", "description"].includes(k))) {
    if (reference[section] !== undefined) out[section] = reference[section];
  }
  out.$comment = [`Keys of the profile (fixtures/profile.schema.json), each with the embedded reference's value as the example; the suite ignores this list, delete it at will:`,
    ...keyGuide(areas, reference)];
  return out as Profile & Record<string, unknown>;
}

/** One line per schema key: its description and the reference's value as the example. */
export function keyGuide(areas: Area[] | undefined, reference: Profile = loadProfile(REFERENCE_PROFILE)): string[] {
  return schemaKeys(areas?.map((a) => SECTION[a])).map(({ key, description }) => {
    const example = profileValue(reference, key);
    const shown = example === undefined ? "no example in the reference profile" : `example: ${JSON.stringify(example).slice(0, 160)}`;
    return `${key}: ${description} (${shown})`;
  });
}
