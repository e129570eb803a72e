// Valid requests with one member's JSON type changed where the profile's wire shape nests: a member that nests named
// values sent as null, a list of objects (additional contacts) sent as a string. The member is found in the profile's
// own template, the wire shape the target speaks; where that shape has none, the case is not reachable on the target.
import type { HttpResponse } from "../../../harness/http/http.js";
import type { B2bApi, TemplatedRequest } from "../../../harness/b2b/client/api.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { placeholders } from "../../../harness/b2b/profile/template.js";
import { pathOf, row } from "../../../harness/b2b/spec/operation-table.js";

type Path = string[];
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const at = (v: unknown, path: Path): unknown => path.reduce<unknown>((n, k) => (isObject(n) ? n[k] : undefined), v);

/**
 * The outermost member (breadth first) whose template holds every placeholder of `names` and whose value in the body
 * is a JSON object of one member or more; undefined where none does (a flat body), or where no value is named.
 */
export function nestingMember(template: unknown, body: unknown, names: readonly string[]): Path | undefined {
  let level: Path[] = names.length > 0 ? [[]] : [];
  while (level.length > 0) {
    const next: Path[] = [];
    for (const path of level) {
      const node = at(template, path);
      if (!isObject(node)) continue;
      for (const k of Object.keys(node)) {
        const member = [...path, k];
        const value = at(body, member);
        const holds = placeholders(node[k]);
        if (names.every((n) => holds.has(n)) && isObject(value) && Object.keys(value).length > 0) return member;
        next.push(member);
      }
    }
    level = next;
  }
  return undefined;
}

/** Where a template puts the value of placeholder `name` alone ("{{name}}"), as a path of member names. */
export function placeholderAt(template: unknown, name: string, path: Path = []): Path | undefined {
  if (template === `{{${name}}}`) return path;
  if (!isObject(template)) return undefined;
  for (const [k, v] of Object.entries(template)) {
    const found = placeholderAt(v, name, [...path, k]);
    if (found) return found;
  }
  return undefined;
}

/** A copy of `body` with the member at `path` replaced by `value`. */
export function withMember(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const parent = at(copy, path.slice(0, -1)) as Record<string, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

/** Sends operation `op` with the template's body (b2b.requests.<name>.<scenario>) changed by `change`, given the template. */
async function sendChanged(api: B2bApi, op: string, r: TemplatedRequest, change: (body: unknown, template: unknown, key: string) => unknown): Promise<HttpResponse> {
  const name = r.template ?? row(op).name;
  const scenario = r.scenario ?? "valid";
  const key = INPUT.request(name, scenario);
  const filled = api.template(name, scenario, r.vars ?? {});
  const json = change(filled.json, api.need<{ body?: unknown }>(key).body, key);
  return api.call(row(op).method, pathOf(op, r.params), { query: filled.query, json });
}

/** The values a member sent as null must nest, named from the operation's template, and what they are in words. */
export interface Nested {
  names(template: unknown): string[];
  what: string;
}

/**
 * The request with the outermost member nesting the values `nested` names sent as null (what they are is the case's:
 * an invoice, a file reference, a counterparty's required fields); not reachable where no member nests them.
 */
export const nullMember = (api: B2bApi, op: string, r: TemplatedRequest, nested: Nested): Promise<HttpResponse> =>
  sendChanged(api, op, r, (body, template, key) => {
    const path = nestingMember(template, body, nested.names(template));
    if (!path) return api.unreachable(`the profile's ${key} body nests ${nested.what} under no member of its own (a flat body), so no such member can be sent as null`);
    return withMember(body, path, null);
  });

/** The request with the member the template fills from {{additionalContacts}} (a list of contacts) sent as a string. */
export const contactsNotList = (api: B2bApi, op: string, r: TemplatedRequest): Promise<HttpResponse> =>
  sendChanged(api, op, r, (body, template, key) => {
    const path = placeholderAt(template, "additionalContacts");
    if (!path || path.length === 0) return api.unreachable(`the profile's ${key} body has no member of its own for {{additionalContacts}}, so none can be sent as a string`);
    return withMember(body, path, "not a list of contacts");
  });
