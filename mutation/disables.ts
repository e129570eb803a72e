// The triage of surviving mutants, in Stryker's own comments: reads every `// Stryker disable` in reference/, checks its
// reason, and lists them (`npm run mutation:disables`; a unit test refuses a malformed one).
//
//   // Stryker disable next-line <Mutator>[, <Mutator>…]: <class>: <why>
//
// where <class> is `equivalent` (no run could tell the mutant apart), `message` (a text the spec does not fix),
// `unfixed` (a value or choice the spec does not fix: seeded data, the test-control API), or `open <open point id>`
// (a behaviour the spec leaves open, fixtures/open-points/*.json).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { catalogue } from "../harness/spec/catalogue.js";
import { ROOT } from "../harness/paths.js";

export type ReasonClass = "equivalent" | "message" | "unfixed" | "open point";

export interface Disable {
  file: string;
  line: number;
  mutators: string[];
  reason: string;
  reasonClass?: ReasonClass;
  /** Why the comment is not a valid triage, when it is not. */
  problem?: string;
}

const MUTATORS = new Set(["ArithmeticOperator", "ArrayDeclaration", "ArrowFunction", "AssignmentOperator", "BlockStatement", "BooleanLiteral",
  "ConditionalExpression", "EqualityOperator", "LogicalOperator", "MethodExpression", "ObjectLiteral", "OptionalChaining", "Regex",
  "StringLiteral", "UnaryOperator", "UpdateOperator"]);
const DIRECTIVE = /\/\/\s?Stryker (disable|restore)(?: (next-line))? ([a-zA-Z, ]+)(?::(.*))?$/;
const CLASSED = /^(equivalent|message|unfixed|open ([A-Z]+-OPEN-[A-Z0-9-]+)):\s*(.{10,})$/;
/** A line that continues an expression: a comment before it sits inside the expression, where Stryker ignores it. */
const CONTINUED = /^(:|\?|&&|\|\||\.(?!\.\.)|\})/;
const MIN_WHY = "at least ten characters saying why";

/** The class of a reason ("open point" for `open <id>: …`), or undefined when it follows no class. */
export function reasonClass(reason: string): ReasonClass | undefined {
  const m = CLASSED.exec(reason.trim());
  if (!m) return undefined;
  return m[2] ? "open point" : (m[1] as ReasonClass);
}

/** Every Stryker directive in one file's text, each checked. */
export function disablesIn(file: string, text: string, openPoints: ReadonlySet<string>): Disable[] {
  const found: Disable[] = [];
  const lines = text.split("\n");
  for (const [i, line] of lines.entries()) {
    const m = DIRECTIVE.exec(line.trim());
    if (!m) {
      if (/Stryker (disable|restore)/.test(line)) found.push({ file, line: i + 1, mutators: [], reason: "", problem: "write it as a line comment, // Stryker disable next-line …" });
      continue;
    }
    const [, kind, scope, names, rawReason] = m;
    const mutators = names!.split(",").map((n) => n.trim()).filter(Boolean);
    const reason = (rawReason ?? "").trim();
    const d: Disable = { file, line: i + 1, mutators, reason, reasonClass: reasonClass(reason) };
    const unknown = mutators.filter((n) => !MUTATORS.has(n));
    const open = /^open ([^:]+):/.exec(reason)?.[1];
    if (kind !== "disable" || scope !== "next-line") d.problem = "only `disable next-line` is used: a disable reaches one line, and needs no restore";
    else if (unknown.length > 0) d.problem = `unknown mutator ${unknown.join(", ")} (name each mutator; \`all\` is not used)`;
    else if (reason === "") d.problem = "no reason";
    else if (open !== undefined && !openPoints.has(open)) d.problem = `open point ${open} does not exist in fixtures/open-points/`;
    else if (!d.reasonClass) d.problem = `the reason must read "<equivalent|message|unfixed|open <id>>: <why>", with ${MIN_WHY}`;
    else if (/^(\/\/.*)?$/.test(lines[i + 1]?.trim() ?? "")) d.problem = "the next line is a comment or empty, so the disable reaches no mutant: put it right before the code it classes";
    else if (CONTINUED.test(lines[i + 1]?.trim() ?? "")) d.problem = "Stryker does not honour a comment inside an expression (before `:`, `?`, `&&`, `||`, `??` or `.`) or at the end of a block (before `}`): put what it reaches on a statement of its own";
    found.push(d);
  }
  return found;
}

/** Every directive in reference/. */
export function allDisables(root = ROOT): Disable[] {
  const openPoints = new Set(catalogue().openPoints.keys());
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
  return walk(join(root, "reference")).sort()
    .flatMap((path) => disablesIn(relative(root, path), readFileSync(path, "utf8"), openPoints));
}

if (process.argv[1] && process.argv[1].endsWith("mutation/disables.ts")) {
  const all = allDisables();
  for (const d of all) {
    console.log(`${d.file}:${d.line}  ${d.mutators.join(", ")}  [${d.reasonClass ?? "?"}] ${d.reason}${d.problem ? `\n  PROBLEM: ${d.problem}` : ""}`);
  }
  const counts = new Map<string, number>();
  for (const d of all) counts.set(d.reasonClass ?? "invalid", (counts.get(d.reasonClass ?? "invalid") ?? 0) + 1);
  console.log(`\n${all.length} disable comments: ${[...counts].map(([k, n]) => `${k} ${n}`).join(", ") || "none"}`);
  if (all.some((d) => d.problem)) process.exitCode = 1;
}
