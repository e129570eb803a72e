// The Stryker ignorer "fault-switches": a named fault's code is no behaviour of the reference, so it is never mutated.
// It skips, by the shape of the code alone:
//   - a fault switch: `has("…")`, `fault("…")`, `x.has("…")`, `x.fault("…")` naming a fault of the catalogue (with or
//     without its area's prefix) or handing one on (`has(fault)`), a call of a const arrow that is one, and any expression whose value without faults follows from its switches alone
//     (`!has(…)`, `a && has(…)`, `(a && has(…)) || (b && has(…))`, `c ? has(…) : has(…)`, a const holding one);
//   - a branch only a fault reaches: the consequent of `if (s)` or `s ? … : …` when s is false without faults (the
//     alternative when it is true), and the right operand of `s && …` / `s || …` that a fault-free run never reads;
//   - a switch helper: a function whose whole body is `….has(\`<area>.${name}\`)`.
// Code only faults use beyond that lives in modules of its own (reference/<area>/fault-paths.ts), outside `mutate`.
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";
import { faultCatalogue } from "../reference/faults.js";
import { AREAS } from "../harness/spec/areas.js";

/** The few Babel AST fields read here. */
interface Node {
  type: string;
  [field: string]: unknown;
}
interface Path {
  node: Node;
  key: string | number | null;
  parentPath: Path | null;
  scope: { getBinding(name: string): { constant: boolean; path: { node: Node } } | undefined };
}

const FAULTS = new Set(faultCatalogue.map((f) => f.name));
const SWITCH_NAMES = new Set(["has", "fault"]);
const HELPER_PREFIX = new RegExp(`^(${AREAS.join("|")})\\.$`);

const unwrap = (n: Node): Node => (["TSNonNullExpression", "TSAsExpression", "TSSatisfiesExpression", "ParenthesizedExpression"].includes(n.type) ? unwrap(n.expression as Node) : n);

function calleeName(call: Node): string | undefined {
  const callee = unwrap(call.callee as Node);
  if (callee.type === "Identifier") return callee.name as string;
  if (callee.type === "MemberExpression" && !callee.computed && (callee.property as Node).type === "Identifier") return (callee.property as Node).name as string;
  return undefined;
}

const namesFault = (value: string) => FAULTS.has(value) || AREAS.some((area) => FAULTS.has(`${area}.${value}`));

/** A fault's name handed on: the variable `fault`, or a template opening with it (\`${fault}-on-existing\`). */
const FAULT_VARIABLE = "fault";

/**
 * `has("no-extension")`, `faults.has("legacy-token.no-extension")`, `ctx.faults.has(\`schedules.${name}\`)`, and a
 * fault's name handed on in a variable named `fault`: `this.has(fault)`, `has(\`${fault}-on-existing\`)`.
 */
function isSwitchCall(n: Node): boolean {
  if (n.type !== "CallExpression" || !SWITCH_NAMES.has(calleeName(n) ?? "")) return false;
  const [arg] = n.arguments as Node[];
  if (!arg) return false;
  if (arg.type === "StringLiteral") return namesFault(arg.value as string);
  if (arg.type === "Identifier") return arg.name === FAULT_VARIABLE;
  const quasis = arg.type === "TemplateLiteral" ? (arg.quasis as Node[]) : [];
  if (quasis.length === 0) return false;
  const first = (quasis[0]!.value as { cooked: string }).cooked;
  const opening = (arg.expressions as Node[])[0];
  return HELPER_PREFIX.test(first) || (first === "" && opening?.type === "Identifier" && opening.name === FAULT_VARIABLE);
}

/** An expression as written, when Stryker has already placed mutants in it: `stryMutAct(id) ? mutant : (stryCov(id), original)`. */
function original(n: Node): Node {
  const e = unwrap(n);
  const test = e.type === "ConditionalExpression" ? unwrap(e.test as Node) : undefined;
  if (test?.type === "CallExpression" && /^stryMutAct/.test(calleeName(test) ?? "")) return original(e.alternate as Node);
  if (e.type === "SequenceExpression") return original((e.expressions as Node[]).at(-1)!);
  return e;
}

/** The value of an expression in a run without faults, when its switches alone decide it; undefined otherwise. */
export function withoutFaults(n: Node, path: Path, depth = 0): boolean | undefined {
  const e = unwrap(n);
  if (depth > 8) return undefined;
  if (isSwitchCall(e)) return false;
  if (e.type === "UnaryExpression" && e.operator === "!") {
    const v = withoutFaults(e.argument as Node, path, depth + 1);
    return v === undefined ? undefined : !v;
  }
  if (e.type === "LogicalExpression" && (e.operator === "&&" || e.operator === "||")) {
    const [l, r] = [withoutFaults(e.left as Node, path, depth + 1), withoutFaults(e.right as Node, path, depth + 1)];
    const absorbing = e.operator === "||";
    if (l === absorbing || r === absorbing) return absorbing;
    return l === !absorbing && r === !absorbing ? !absorbing : undefined;
  }
  if (e.type === "ConditionalExpression") {
    const [a, b] = [withoutFaults(e.consequent as Node, path, depth + 1), withoutFaults(e.alternate as Node, path, depth + 1)];
    return a !== undefined && a === b ? a : undefined;
  }
  if (e.type === "Identifier") {
    const binding = path.scope.getBinding(e.name as string);
    const declarator = binding?.constant ? binding.path.node : undefined;
    return declarator?.type === "VariableDeclarator" && declarator.init ? withoutFaults(declarator.init as Node, path, depth + 1) : undefined;
  }
  // A call of a const arrow whose body its switches alone decide: `const faulty = (fault) => has(fault) || …; faulty("x")`.
  if (e.type === "CallExpression" && unwrap(e.callee as Node).type === "Identifier") {
    const binding = path.scope.getBinding(unwrap(e.callee as Node).name as string);
    const init = binding?.constant && binding.path.node.type === "VariableDeclarator" ? original(binding.path.node.init as Node) : undefined;
    return init?.type === "ArrowFunctionExpression" && (init.body as Node).type !== "BlockStatement" ? withoutFaults(init.body as Node, path, depth + 1) : undefined;
  }
  return undefined;
}

/** Why a node is fault code, or undefined. */
export function faultCodeReason(path: Path): string | undefined {
  const { node, parentPath: parent, key } = path;
  // A switch is skipped whole, an identifier holding one too: mutants placed in it would also hide it from the checks of
  // the branches below, which read the tree as Stryker has instrumented it so far.
  if (withoutFaults(node, path) !== undefined) return "fault code: a fault switch";
  if (isSwitchHelper(node) || returnsSwitch(node, path)) return "fault code: a fault switch helper";
  if (!parent) return undefined;
  const p = parent.node;
  if ((p.type === "IfStatement" || p.type === "ConditionalExpression") && (key === "consequent" || key === "alternate")) {
    const test = withoutFaults(p.test as Node, parent);
    if (test !== undefined && (key === "consequent") !== test) return "fault code: a branch only a fault reaches";
  }
  if (p.type === "LogicalExpression" && key === "right" && withoutFaults(p.left as Node, parent) === (p.operator === "||")) {
    return "fault code: a branch only a fault reaches";
  }
  return undefined;
}

/** A function whose whole body gives a switch's value: `(fault) => has(fault) || …`, `{ return this.has("x") && … }`. */
function returnsSwitch(n: Node, path: Path): boolean {
  if (!["ArrowFunctionExpression", "FunctionExpression", "FunctionDeclaration", "ClassMethod", "ClassPrivateMethod", "ObjectMethod"].includes(n.type)) return false;
  const body = n.body as Node;
  if (body.type !== "BlockStatement") return withoutFaults(body, path) !== undefined;
  const statements = body.body as Node[];
  return statements.length === 1 && statements[0]!.type === "ReturnStatement" && !!statements[0]!.argument
    && withoutFaults(statements[0]!.argument as Node, path) !== undefined;
}

function isSwitchHelper(n: Node): boolean {
  if (!["ArrowFunctionExpression", "FunctionExpression", "FunctionDeclaration", "ClassMethod", "ClassPrivateMethod", "ObjectMethod"].includes(n.type)) return false;
  const body = n.body as Node;
  if (body.type !== "BlockStatement") return isSwitchCall(unwrap(body));
  const statements = body.body as Node[];
  return statements.length === 1 && statements[0]!.type === "ReturnStatement" && isSwitchCall(unwrap(statements[0]!.argument as Node));
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, "fault-switches", { shouldIgnore: (path) => faultCodeReason(path as unknown as Path) })];
