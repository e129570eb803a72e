// `conformance list`: the tests of the selected areas with their ids, requirements, open points and profile needs,
// read from the suites' declarations without running anything (list-hooks.mjs swaps in a recorder).
import { readdirSync } from "node:fs";
import { register } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Area } from "../harness/spec/areas.js";
import { HarnessError } from "../harness/outcomes/errors.js";
import { ROOT } from "../harness/paths.js";
import type { DeclaredTest } from "./list-recorder.js";

export type ListedTest = DeclaredTest & { area: Area };

/**
 * The tests of the areas that the filters select (all without a filter): as `run --filter`, a test whose id (then its
 * title) starts with one of the prefixes. A filter that selects nothing is refused, as a run refuses it.
 */
export async function listTests(areas: readonly Area[], filters: readonly string[] = []): Promise<ListedTest[]> {
  const all = await declaredTests(areas);
  if (filters.length === 0) return all;
  const selected = all.filter((t) => filters.some((prefix) => `${t.id} ${t.title}`.startsWith(prefix)));
  if (selected.length === 0) {
    throw new HarnessError(`--filter ${filters.join(", ")} selects no test of the areas ${areas.join(", ")}`,
      "give test id prefixes such as D-TOKEN- (`conformance list` names every id), or check --area");
  }
  return selected;
}

async function declaredTests(areas: readonly Area[]): Promise<ListedTest[]> {
  register("./list-hooks.mjs", import.meta.url);
  const recorder = (await import("./list-recorder.js")) as typeof import("./list-recorder.js");
  const out: ListedTest[] = [];
  for (const area of areas) {
    const dir = join(ROOT, "suites", area);
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".test.ts")).sort();
    for (const f of files) {
      const file = join("suites", area, f);
      recorder.declaringFile(file);
      const before = recorder.declared.length;
      await import(pathToFileURL(join(ROOT, file)).href);
      out.push(...recorder.declared.slice(before).map((t) => ({ ...t, area })));
    }
  }
  return out;
}

export function listText(tests: ListedTest[]): string {
  return tests.map((t) => {
    const parts = [`${t.id}  ${t.title}`, `    declared at ${t.origin}`, `    requirements: ${t.requirements.join(", ") || "none"}`];
    if (t.openPoint) parts.push(`    pending open point: ${t.openPoint}`);
    const needs = [...t.needs.map((n) => `profile ${n}`), ...t.needsCredentials.map((c) => `credential ${c}`),
      ...(t.waits === true ? ["server time (time mode controlled or real)"] : []),
      ...(t.waits === "profile" ? ["server time when the profile says to wait (time mode controlled or real)"] : []), ...(t.destructive ? ["destructive calls allowed"] : [])];
    if (needs.length) parts.push(`    needs: ${needs.join(", ")}`);
    return parts.join("\n");
  }).join("\n") + `\n${tests.length} tests\n`;
}
