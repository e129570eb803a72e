// Describes a profile input by its dotted path, from the description in the profile's JSON Schema.
import { readFileSync } from "node:fs";
import { fixturePath } from "./paths.js";

interface SchemaNode {
  $ref?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
}

const load = (path: string): SchemaNode => JSON.parse(readFileSync(fixturePath(path), "utf8")) as SchemaNode;

/** The schema's description of an input, plus where to put it; used in "missing profile input" reasons. */
export function describeInput(path: string): string {
  let node: SchemaNode | undefined = load("profile.schema.json");
  for (const part of path.split(".")) {
    node = node?.properties?.[part];
    if (node?.$ref) node = load(node.$ref.replace(/^\.?\/?/, "").startsWith("profile/") ? node.$ref : `profile/${node.$ref}`);
  }
  const what = node?.description ?? "(no description in fixtures/profile.schema.json)";
  return `${what} (add "${path}" to the profile named by CONFORMANCE_PROFILE)`;
}
