// Stands in for harness/tests/conformance-test.ts while `conformance list` loads the suites: records each declaration.
import type { PendingMeta, TestMeta } from "../harness/tests/conformance-test.js";
import { originOf } from "../harness/run/origin.js";

export interface DeclaredTest {
  id: string;
  title: string;
  file: string;
  requirements: string[];
  openPoint?: string;
  needs: string[];
  needsCredentials: string[];
  /** "profile": the test waits only with some profiles (an area A original reached by waiting). */
  waits: boolean | "profile";
  destructive: boolean;
  /** "path:line" that writes the id. */
  origin: string;
  /** The error-table rows (each for one operation) the test checks. */
  errorRows?: Array<{ error: string; op: string }>;
}

const state = globalThis as { conformanceDeclared?: DeclaredTest[]; conformanceDeclaringFile?: string };
export const declared: DeclaredTest[] = (state.conformanceDeclared ??= []);
export const declaringFile = (file: string) => (state.conformanceDeclaringFile = file);
const file = () => state.conformanceDeclaringFile ?? "";
const where = (meta: { id: string; origin?: string; errorRows?: DeclaredTest["errorRows"] }) =>
  ({ origin: originOf(meta.id, meta.origin ?? file()), ...(meta.errorRows ? { errorRows: meta.errorRows } : {}) });

export function conformanceTest(meta: TestMeta): void {
  declared.push({ id: meta.id, title: meta.title, file: file(), requirements: meta.requirements, needs: [...new Set(meta.needs ?? [])],
    needsCredentials: meta.needsCredentials ?? [], waits: meta.waits === true || (meta.waits ? "profile" : false), destructive: !!meta.destructive, ...where(meta) });
}

export function pendingTest(meta: PendingMeta): void {
  declared.push({ id: meta.id, title: meta.title, file: file(), requirements: meta.requirements ?? [], openPoint: meta.openPoint,
    needs: [], needsCredentials: [], waits: false, destructive: false, ...where(meta) });
}
