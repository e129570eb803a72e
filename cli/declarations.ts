// The test ids the suites declare, read from the test files without running them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { testIdPattern } from "../harness/spec/areas.js";
import { ROOT } from "../harness/paths.js";

const ID = new RegExp(`\\bid: "(${testIdPattern()})"`, "g");

export function declaredTestIds(): Set<string> {
  const dir = join(ROOT, "suites");
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".test.ts"));
  return new Set(files.flatMap((f) => [...readFileSync(join(dir, f), "utf8").matchAll(ID)].map((m) => m[1]!)));
}
