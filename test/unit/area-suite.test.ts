// The modules an area's suite starts loading before its test files: what the files import, not their types.
import { join } from "node:path";
import { expect, test } from "vitest";
import { modulesImportedBy } from "../../harness/run/area-suite.js";
import { ROOT } from "../../harness/paths.js";

test("lists each module the test files import once, as its TypeScript file, and no import of types only", () => {
  const files = ["suites/b2b/tax-invoices/cancel-request.test.ts", "suites/b2b/tax-invoices/cancel-issuance.test.ts"];
  const modules = modulesImportedBy(files);
  expect(modules).toContain(join(ROOT, "harness", "tests", "conformance-test.ts"));
  expect(modules).toContain(join(ROOT, "suites", "b2b", "drivers", "operation-tests.ts"));
  expect(new Set(modules).size).toBe(modules.length);
  expect(modules.every((m) => m.startsWith(ROOT) && m.endsWith(".ts"))).toBe(true);
  expect(modulesImportedBy(["harness/report/allure-labels.ts"])).not.toContain(join(ROOT, "harness", "http", "http.ts")); // import type { Exchange }
});
