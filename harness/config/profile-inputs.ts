// Describes a profile input by its dotted path, from the description in the profile's JSON Schema.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fixturePath } from "../paths.js";

interface SchemaNode {
  $ref?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  [key: string]: unknown;
}

interface Located {
  node: SchemaNode;
  /** The schema file the node lives in, relative to fixtures/ (what a $ref is resolved against). */
  file: string;
}

const load = (file: string): SchemaNode => JSON.parse(readFileSync(fixturePath(file), "utf8")) as SchemaNode;

/** Follows $refs: "#/$defs/x" within the same file, "other.schema.json#/…" relative to it. */
function deref(at: Located): Located {
  let { node, file } = at;
  for (let hops = 0; node.$ref && hops < 16; hops++) {
    const [target, pointer = ""] = node.$ref.split("#");
    if (target) file = join(dirname(file), target);
    node = pointer.split("/").filter(Boolean).reduce<SchemaNode>((n, key) => (n[key] as SchemaNode) ?? {}, load(file));
  }
  return { node, file };
}

/** The schema's description of an input, plus where to put it; used in "missing profile input" reasons ("a|b": either). */
export function describeInput(path: string): string {
  const [first, ...others] = path.split("|");
  if (others.length > 0) return `${describeInput(first!)}; or ${others.map((o) => `${o}: ${describeInput(o)}`).join("; or ")}`;
  let at: Located | undefined = { node: load("profile.schema.json"), file: "profile.schema.json" };
  let description: string | undefined;
  for (const part of path.split(".")) {
    const child: SchemaNode | undefined = at ? deref(at).node.properties?.[part] : undefined;
    // A key's own description beside its $ref says more than the shared definition it points to.
    description = child?.description;
    at = child && at ? deref({ node: child, file: at.file }) : undefined;
    description ??= at?.node.description;
  }
  const what = description ?? "(no description in fixtures/profile.schema.json)";
  return `${what} (add "${path}" to the profile named by CONFORMANCE_PROFILE)`;
}

/** The reason of a test skipped for a missing input: the key (each alternative of "a|b"), its description and where it goes. */
export const missingInputReason = (path: string, why?: string): string =>
  `missing profile input ${path.split("|").join(" or ")}${why ? ` (${why})` : ""}: ${describeInput(path)}`;
