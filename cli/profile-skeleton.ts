// `conformance profile init`: a skeleton profile (the reference's values as examples) and the schema's keys described.
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Area } from "../harness/config/config.js";
import { fixturePath } from "../harness/paths.js";
import { loadProfile, profileValue, REFERENCE_PROFILE, type Profile } from "../harness/config/profile.js";

/** The profile section of each area. */
export const SECTION: Record<Area, string> = {
  "legacy-token": "legacyToken", "schedules": "schedules", "identity-verification": "identityVerification", "b2b": "b2b",
};

interface Node {
  $ref?: string;
  description?: string;
  properties?: Record<string, Node>;
  [key: string]: unknown;
}

export interface SchemaKey {
  key: string;
  description: string;
}

const load = (file: string): Node => JSON.parse(readFileSync(fixturePath(file), "utf8")) as Node;

/** Follows $refs ("#/$defs/x" within a file, "other.schema.json" relative to it); keeps the first description met. */
function deref(node: Node, file: string): { node: Node; file: string; description?: string } {
  let description = node.description;
  for (let hops = 0; node.$ref && hops < 16; hops++) {
    const [target, pointer = ""] = node.$ref.split("#");
    if (target) file = join(dirname(file), target);
    node = pointer.split("/").filter(Boolean).reduce<Node>((n, k) => (n[k] as Node) ?? {}, load(file));
    description ??= node.description;
  }
  return { node, file, description };
}

/** Every key of the profile schema under the given top-level sections (all when none), depth-first, $refs followed. */
export function schemaKeys(sections?: string[]): SchemaKey[] {
  const out: SchemaKey[] = [];
  const walk = (node: Node, file: string, prefix: string, depth: number) => {
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      if (name === "$schema" || (depth === 0 && sections && !sections.includes(name) && name !== "name")) continue;
      const at = deref(child, file);
      const key = prefix ? `${prefix}.${name}` : name;
      out.push({ key, description: at.description ?? "(no description)" });
      if (depth < 12) walk(at.node, at.file, key, depth + 1);
    }
  };
  walk(load("profile.schema.json"), "profile.schema.json", "", 0);
  return out;
}

/** The skeleton: the reference profile's sections for the areas, under a placeholder name; `$schema` lets editors show each key's description. */
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
  return out as Profile & Record<string, unknown>;
}

/** One line per schema key: its description and the reference's value as the example. */
export function keyGuide(areas: Area[] | undefined, reference: Profile = loadProfile(REFERENCE_PROFILE)): string {
  return schemaKeys(areas?.map((a) => SECTION[a])).map(({ key, description }) => {
    const example = profileValue(reference, key);
    const shown = example === undefined ? "no example in the reference profile" : `example: ${JSON.stringify(example).slice(0, 160)}`;
    return `${key}: ${description} (${shown})`;
  }).join("\n");
}
