// Asserts an error answer: its status, and its identifier where the area's profile says error bodies carry it.
import type { ExpectStatic } from "vitest";
import type { HttpResponse } from "../http/http.js";
import { readPointer } from "./json-pointer.js";
import { missingInputReason } from "../config/profile-inputs.js";
import { Skip } from "../outcomes/skip.js";
import { excerpt } from "../secrets/bounded-text.js";

/** The profile's answer to "where does an error body name the error?" (fixtures/profile/error-identifier.schema.json). */
export interface ErrorIdentifierLocation {
  at?: string[];
  anywhere?: boolean;
  /** A response header whose value is the identifier. */
  header?: string;
  /** Wire values of any JSON scalar type. */
  identifiers?: Record<string, string | number | boolean>;
}

export interface ExpectedError {
  status: number;
  /** The identifier as the spec writes it, e.g. "B2bTaxInvoiceNotFoundError"; several where the spec allows either. */
  identifier: string | readonly string[];
  /** What was asked, for the messages: "GET of an unknown counterparty". */
  what?: string;
  /** Other answers the rules allow where one request meets several rows the spec does not order, each with its status. */
  or?: ReadonlyArray<{ status: number; identifier: string }>;
}

/** Where the location came from: its dotted profile key (or the spec section that fixes it), named in every failure. */
export interface ErrorProfile {
  key: string;
  location: ErrorIdentifierLocation | undefined;
  /** The error body's shape, where the spec fixes one (areas B and C), checked before the identifier. */
  shape?: (t: { expect: ExpectStatic }, res: HttpResponse, what: string) => void;
}

/** The wire spelling of a spec identifier under the profile's mapping. */
export const wireIdentifier = (profile: ErrorIdentifierLocation, identifier: string): string | number | boolean =>
  profile.identifiers?.[identifier] ?? identifier;

/** Whether a scalar value occurs anywhere in a JSON document, depth-first (bounded: error bodies are small, but a target's may not be). */
function occurs(doc: unknown, wire: unknown, budget = { nodes: 10_000 }): boolean {
  if (--budget.nodes < 0) return false;
  if (doc === wire) return true;
  if (Array.isArray(doc)) return doc.some((x) => occurs(x, wire, budget));
  if (doc && typeof doc === "object") return Object.values(doc).some((x) => occurs(x, wire, budget));
  return false;
}

/** What the profile's location reads: the parsed body, and the answer's headers for an identifier in a header. */
export interface ErrorAnswer {
  body: unknown;
  headers?: Record<string, string | string[] | undefined>;
}

/** Where the identifier was found, or undefined. */
export function findIdentifier(answer: ErrorAnswer, location: ErrorIdentifierLocation, wire: unknown): string | undefined {
  if (location.header) {
    const value = answer.headers?.[location.header.toLowerCase()];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (text !== undefined && text === String(wire)) return `header ${location.header}`;
  }
  if (location.at) return location.at.find((p) => { const r = readPointer(answer.body, p); return r.found && r.value === wire; });
  if (location.anywhere) return occurs(answer.body, wire) ? "(a value in the body)" : undefined;
  return undefined;
}

export function expectError(t: { expect: ExpectStatic }, res: HttpResponse, expected: ExpectedError, profile: ErrorProfile): unknown {
  const first = { status: expected.status, names: typeof expected.identifier === "string" ? [expected.identifier] : [...expected.identifier] };
  const allowed = [first, ...(expected.or ?? []).map((o) => ({ status: o.status, names: [o.identifier] }))];
  const every = allowed.flatMap((a) => a.names.map((n) => `${a.status} ${n}`));
  const what = expected.what ?? `the request answered with ${every.join(" or ")}`;
  const location = profile.location;
  if (!location || (!location.at && !location.anywhere && !location.header)) {
    throw new Skip("missing-input", missingInputReason(profile.key));
  }
  const statuses = [...new Set(allowed.map((a) => a.status))];
  if (statuses.length === 1) t.expect(res.status, `status of ${what} (${first.names.join(" or ")})`).toBe(expected.status);
  else t.expect(statuses, `status of ${what} (${every.join(" or ")}): ${res.status}`).toContain(res.status);
  const names = allowed.filter((a) => a.status === res.status).flatMap((a) => a.names);
  profile.shape?.(t, res, what);
  const where = [location.header && `in header ${location.header}`, location.at && `at ${location.at.join(" or ")} in the body`,
    !location.at && location.anywhere && "anywhere in the body"].filter(Boolean).join(" or ");
  const wires = names.map((n) => wireIdentifier(location, n));
  const answer = { body: res.json ?? res.text, headers: res.headers };
  const found = wires.map((w) => findIdentifier(answer, location, w)).find((f) => f !== undefined);
  t.expect(found, `error identifier ${wires.map((w) => JSON.stringify(w)).join(" or ")} (spec: ${names.join(" or ")}) ${where} of ${what}; `
    + `body: ${excerpt(res.text, 400)}; if the target names it elsewhere or spells it otherwise, set ${profile.key}`).toBeDefined();
  return res.json;
}
