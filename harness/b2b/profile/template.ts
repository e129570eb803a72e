// Fills the profile's request templates: "{{name}}" placeholders from the suite's variables, nowhere else.
import { HarnessError } from "../../outcomes/errors.js";

export type Vars = Record<string, unknown>;

/** A variable read only when a template uses it: a profile input that some shapes never need (skipped, naming it, when missing). */
export class Lazy {
  constructor(readonly get: () => unknown) {}
}
const WHOLE = /^\{\{(\w+)\}\}$/;
const ANY = /\{\{(\w+)\}\}/g;

/** The placeholder names a template uses. */
export function placeholders(template: unknown, out = new Set<string>()): Set<string> {
  if (typeof template === "string") for (const m of template.matchAll(ANY)) out.add(m[1]!);
  else if (Array.isArray(template)) for (const x of template) placeholders(x, out);
  else if (template && typeof template === "object") for (const x of Object.values(template)) placeholders(x, out);
  return out;
}

/**
 * Renders a template: a string that is exactly "{{name}}" takes the variable's value with its JSON type (an
 * undefined value drops the member); inside a longer string the value is written as text. A placeholder outside
 * the operation's vocabulary is a profile mistake, reported with the key (the run is broken, not failed).
 */
export function render(template: unknown, vars: Vars, key: string): unknown {
  const fill = (v: unknown): unknown => {
    if (typeof v === "string") {
      const whole = WHOLE.exec(v);
      if (whole) return lookup(whole[1]!);
      return v.replace(ANY, (_, name: string) => String(lookup(name)));
    }
    if (Array.isArray(v)) return v.map(fill).filter((x) => x !== undefined);
    if (v && typeof v === "object") {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]).filter(([, x]) => x !== undefined));
    }
    return v;
  };
  const lookup = (name: string): unknown => {
    if (!(name in vars)) {
      throw new HarnessError(`the profile's ${key} uses {{${name}}}, which is not a placeholder of this operation`,
        `use only the placeholders listed in the description of ${key} (fixtures/profile/b2b.schema.json): ${Object.keys(vars).join(", ")}`);
    }
    const value = vars[name];
    return value instanceof Lazy ? value.get() : value;
  };
  return fill(template);
}
