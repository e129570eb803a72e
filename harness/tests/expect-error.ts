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
  identifiers?: Record<string, string>;
}

export interface ExpectedError {
  status: number;
  /** The identifier as the spec writes it, e.g. "B2bTaxInvoiceNotFoundError"; several where the spec allows either. */
  identifier: string | readonly string[];
  /** What was asked, for the messages: "GET of an unknown counterparty". */
  what?: string;
}

/** Where the location came from: its dotted profile key (or the spec section that fixes it), named in every failure. */
export interface ErrorProfile {
  key: string;
  location: ErrorIdentifierLocation | undefined;
  /** The error body's shape, where the spec fixes one (areas B and C), checked before the identifier. */
  shape?: (t: { expect: ExpectStatic }, res: HttpResponse, what: string) => void;
}

/** The wire spelling of a spec identifier under the profile's mapping. */
export const wireIdentifier = (profile: ErrorIdentifierLocation, identifier: string): string =>
  profile.identifiers?.[identifier] ?? identifier;

/** Every string value of a JSON document, depth-first (bounded: error bodies are small, but a target may not be). */
function strings(doc: unknown, out: string[] = [], budget = { nodes: 10_000 }): string[] {
  if (--budget.nodes < 0) return out;
  if (typeof doc === "string") out.push(doc);
  else if (Array.isArray(doc)) for (const x of doc) strings(x, out, budget);
  else if (doc && typeof doc === "object") for (const x of Object.values(doc)) strings(x, out, budget);
  return out;
}

/** Where the identifier was found, or undefined. */
export function findIdentifier(body: unknown, location: ErrorIdentifierLocation, wire: string): string | undefined {
  if (location.at) return location.at.find((p) => { const r = readPointer(body, p); return r.found && r.value === wire; });
  if (location.anywhere) return strings(body).includes(wire) ? "(a string in the body)" : undefined;
  return undefined;
}

export function expectError(t: { expect: ExpectStatic }, res: HttpResponse, expected: ExpectedError, profile: ErrorProfile): unknown {
  const names = typeof expected.identifier === "string" ? [expected.identifier] : [...expected.identifier];
  const what = expected.what ?? `the request answered with ${names.join(" or ")}`;
  const location = profile.location;
  if (!location || (!location.at && !location.anywhere)) {
    throw new Skip("missing-input", missingInputReason(profile.key));
  }
  t.expect(res.status, `status of ${what} (${names.join(" or ")})`).toBe(expected.status);
  profile.shape?.(t, res, what);
  const where = location.at ? `at ${location.at.join(" or ")}` : "anywhere in the body as a string";
  const wires = names.map((n) => wireIdentifier(location, n));
  const found = wires.map((w) => findIdentifier(res.json ?? res.text, location, w)).find((f) => f !== undefined);
  t.expect(found, `error identifier ${wires.map((w) => JSON.stringify(w)).join(" or ")} (spec: ${names.join(" or ")}) ${where} in the body of ${what}; `
    + `body: ${excerpt(res.text, 400)}; if the target names it elsewhere or spells it otherwise, set ${profile.key}`).toBeDefined();
  return res.json;
}
