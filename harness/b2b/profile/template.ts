// Fills the profile's request templates: "{{name}}" placeholders from the suite's variables, nowhere else.
import { HarnessError } from "../../outcomes/errors.js";
import { readPointer } from "../../tests/json-pointer.js";
import { jsonText } from "./match.js";

/** A value written inside a longer string: a string as it is, anything else as JSON text. */
const asText = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v) ?? String(v));

/** A template's variables by placeholder name; a name starting with "_" is the suite's own note, never a placeholder. */
export type Vars = Record<string, unknown>;

/** A variable read only when a template uses it: a profile input that some shapes never need (skipped, naming it, when missing). */
export class Lazy {
  constructor(readonly get: () => unknown) {}
}
// "{{name}}", "{{name:<JSON Pointer>}}" (the value at that pointer in the variable, a document such as an answer), and
// either with "|text" after it: the value as text (a string as it is, anything else as its JSON text), "{{supplyAmount|text}}".
const WHOLE = /^\{\{(\w+)(?::(\/[^{}|]*|))?(\|text)?\}\}$/;
const ANY = /\{\{(\w+)(?::(\/[^{}|]*|))?(?:\|text)?\}\}/g;

/** The placeholder names a template uses. */
export function placeholders(template: unknown, out = new Set<string>()): Set<string> {
  if (typeof template === "string") for (const m of template.matchAll(ANY)) out.add(m[1]!);
  else if (Array.isArray(template)) for (const x of template) placeholders(x, out);
  else if (template && typeof template === "object") for (const x of Object.values(template)) placeholders(x, out);
  return out;
}

/**
 * Renders a template: a string that is exactly "{{name}}" takes the variable's value with its JSON type (an
 * undefined value drops the member), "{{name|text}}" its text; inside a longer string the value is written as text. A placeholder outside
 * the operation's vocabulary is a profile mistake, reported with the key (the run is broken, not failed).
 */
export function render(template: unknown, vars: Vars, key: string): unknown {
  const fill = (v: unknown): unknown => {
    if (typeof v === "string") {
      const whole = WHOLE.exec(v);
      if (whole) {
        const value = lookup(whole[1]!, whole[2]);
        return whole[3] && value !== undefined ? asText(value) : value;
      }
      return v.replace(ANY, (_, name: string, pointer?: string) => asText(lookup(name, pointer)));
    }
    if (Array.isArray(v)) return v.map(fill).filter((x) => x !== undefined);
    if (v && typeof v === "object") {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]).filter(([, x]) => x !== undefined));
    }
    return v;
  };
  const lookup = (name: string, pointer?: string): unknown => {
    if (!(name in vars) || name.startsWith("_")) {
      throw new HarnessError(`the profile's ${key} uses {{${name}}}, which is not a placeholder of this operation`,
        `use only the placeholders listed in the description of ${key} (fixtures/profile/b2b.schema.json): ${Object.keys(vars).filter((n) => !n.startsWith("_")).join(", ")}`);
    }
    const value = vars[name] instanceof Lazy ? (vars[name] as Lazy).get() : vars[name];
    if (pointer === undefined) return value;
    const read = readPointer(value, pointer);
    if (!read.found) {
      throw new HarnessError(`the profile's ${key} reads {{${name}:${pointer}}}, which finds nothing in ${jsonText(value, 300)}`,
        `point ${key} at a member the target's answer has`);
    }
    return read.value;
  };
  return fill(template);
}
