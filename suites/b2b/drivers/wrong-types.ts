// Valid requests with one member's JSON type changed where the profile's wire shape nests: the member that nests others
// sent as null, a list of objects (additional contacts) sent as a string. The member is found in the request the
// profile's template gives, the wire shape the target speaks; where that shape has none, the case is not reachable.
import type { HttpResponse } from "../../../harness/http/http.js";
import type { B2bApi, TemplatedRequest } from "../../../harness/b2b/client/api.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { pathOf, row } from "../../../harness/b2b/spec/operation-table.js";

type Path = string[];
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** The first member of a body that holds a JSON object of one member or more (undefined in a flat body). */
export function nestingMember(body: unknown): Path | undefined {
  if (!isObject(body)) return undefined;
  const key = Object.keys(body).find((k) => isObject(body[k]) && Object.keys(body[k] as object).length > 0);
  return key === undefined ? undefined : [key];
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
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/** Sends operation `op` with the template's body (b2b.requests.<name>.<scenario>) changed by `change`, given the profile key. */
async function sendChanged(api: B2bApi, op: string, r: TemplatedRequest, change: (body: unknown, key: string) => unknown): Promise<HttpResponse> {
  const name = r.template ?? row(op).name;
  const scenario = r.scenario ?? "valid";
  const filled = api.template(name, scenario, r.vars ?? {});
  const json = change(filled.json, INPUT.request(name, scenario));
  return api.call(row(op).method, pathOf(op, r.params), { query: filled.query, json });
}

/** The request with the body's member that nests others sent as null; not reachable where the profile's body is flat. */
export const nullMember = (api: B2bApi, op: string, r: TemplatedRequest): Promise<HttpResponse> =>
  sendChanged(api, op, r, (body, key) => {
    const path = nestingMember(body);
    if (!path) return api.unreachable(`the profile's ${key} body nests no member under another (a flat body), so no member that nests others can be sent as null`);
    return withMember(body, path, null);
  });

/** The request with the member the template fills from {{additionalContacts}} (a list of contacts) sent as a string. */
export const contactsNotList = (api: B2bApi, op: string, r: TemplatedRequest): Promise<HttpResponse> =>
  sendChanged(api, op, r, (body, key) => {
    const path = placeholderAt(api.need<{ body?: unknown }>(key).body, "additionalContacts");
    if (!path || path.length === 0) return api.unreachable(`the profile's ${key} body has no member of its own for {{additionalContacts}}, so none can be sent as a string`);
    return withMember(body, path, "not a list of contacts");
  });
