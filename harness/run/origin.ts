// Where a test is declared: the file and line that write its id, a failing id's one step back to its code.
import { readFileSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { testIdPattern } from "../spec/areas.js";
import { ROOT } from "../paths.js";

/** Per file, the first line (from 0) writing each test id in quotes. */
const idLines = new Map<string, Map<string, number>>();
const QUOTED_ID = new RegExp(`(["'\`])(${testIdPattern()})\\1`, "g");

function quotedIdLines(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const [i, line] of text.split("\n").entries()) {
    for (const m of line.matchAll(QUOTED_ID)) if (!found.has(m[2]!)) found.set(m[2]!, i);
  }
  return found;
}

let loading: string | undefined;

/** The test file an area's suite is loading now (harness/run/area-suite.ts), so declarations need not read the stack. */
export function loadingFile(file: string | undefined): void {
  loading = file;
}

/** Declarations held, by test file, while the test files load ahead of their suites (holdDeclarations). */
const held = new Map<string, (() => void)[]>();
let holding = false;

/**
 * While on, test files load ahead of their suites, all at once: each declaration is held under the file making it
 * (found on the stack) until its suite makes it (makeHeld), since vitest puts a test in the suite collecting now.
 */
export function holdDeclarations(on: boolean): void {
  holding = on;
}

/** Makes a declaration of `file` now, or holds it for the file's suite while files load ahead. */
export function declareIn(file: string, declare: () => void): void {
  if (!holding) return declare();
  const list = held.get(file) ?? [];
  list.push(declare);
  held.set(file, list);
}

/** Makes, in order, the declarations held for `file` (in its suite, as it is collected). */
export function makeHeld(file: string): void {
  const list = held.get(file) ?? [];
  held.delete(file);
  for (const declare of list) declare();
}

/**
 * The test file declaring tests now: the one an area's suite is loading, else the last *.test.ts frame on the stack
 * (the file that drives its declarations).
 */
export function declaringFile(): string | undefined {
  if (loading) return loading;
  const files = framesHere().filter((f) => f.includes("/suites/"));
  return files.at(-1) && relative(ROOT, files.at(-1)!);
}

/**
 * The *.test.ts files of the calling stack, from its call sites: a stack as text goes through the source maps of
 * vitest's runner, a tenth of a second for a run's declarations.
 */
function framesHere(): string[] {
  const { prepareStackTrace, stackTraceLimit } = Error;
  Error.prepareStackTrace = (_, sites) => sites;
  Error.stackTraceLimit = Math.max(stackTraceLimit, 100);
  try {
    const holder: { stack?: NodeJS.CallSite[] } = {};
    Error.captureStackTrace(holder, framesHere);
    const names = (holder.stack ?? []).map((site) => site.getFileName() ?? "").filter((name) => name.endsWith(".test.ts"));
    return names.map((name) => (name.startsWith("file:") ? fileURLToPath(name) : name));
  } finally {
    Error.prepareStackTrace = prepareStackTrace;
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/**
 * "path:line" of the first line of `file` (relative to the project, or absolute) that writes the id in quotes. A test id
 * must be written literally where it is declared, in the test file or in the data file it comes from: a declaration
 * whose file does not write it is refused.
 */
export function originOf(id: string, file: string): string {
  const path = relative(ROOT, isAbsolute(file) ? file : file.startsWith("file:") ? fileURLToPath(file) : resolve(ROOT, file));
  let ids = idLines.get(path);
  if (!ids) idLines.set(path, (ids = quotedIdLines(readFileSync(resolve(ROOT, path), "utf8"))));
  const at = ids.get(id) ?? -1;
  if (at < 0) throw new Error(`test id "${id}" must be written literally in ${path}, where it is declared (a failing id leads there in one step)`);
  return `${path}:${at + 1}`;
}
