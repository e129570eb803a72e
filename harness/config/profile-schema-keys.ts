// The keys of the profile schema (fixtures/profile.schema.json and the files it refers to), with their descriptions.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fixturePath } from "../paths.js";
import { nearest } from "./did-you-mean.js";

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
      if (name === "$schema" || name === "$comment" || (depth === 0 && sections && !sections.includes(name) && name !== "name")) continue;
      const at = deref(child, file);
      const key = prefix ? `${prefix}.${name}` : name;
      out.push({ key, description: at.description ?? "(no description)" });
      if (depth < 12) walk(at.node, at.file, key, depth + 1);
    }
  };
  walk(load("profile.schema.json"), "profile.schema.json", "", 0);
  return out;
}

/**
 * The key a misspelled one most likely meant: among the schema's keys beside it (its instance path, "/b2b/requests"),
 * the closest to the name written ("taxInvoce" → "taxInvoice"); undefined when none is close.
 */
export function nearestProfileKey(instancePath: string, name: string): string | undefined {
  const prefix = instancePath.split("/").filter(Boolean).map((p) => `${p}.`).join("");
  const siblings = schemaKeys().map(({ key }) => key).filter((key) => key.startsWith(prefix) && !key.slice(prefix.length).includes("."));
  return nearest(name, siblings.map((key) => key.slice(prefix.length)));
}
