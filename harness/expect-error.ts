// Asserts an error answer: its status, and its identifier where the area's profile says error bodies carry it.
import type { ExpectStatic } from "vitest";
import type { HttpResponse } from "./http.js";
import { readPointer } from "./json-pointer.js";
import { describeInput } from "./profile-inputs.js";
import { Skip } from "./skip.js";

/** The profile's answer to "where does an error body name the error?" (fixtures/profile/error-identifier.schema.json). */
export interface ErrorIdentifierLocation {
  at?: string[];
  anywhere?: boolean;
  identifiers?: Record<string, string>;
}

export interface ExpectedError {
  status: number;
  /** The identifier as the spec writes it, e.g. "B2bTaxInvoiceNotFoundError". */
  identifier: string;
  /** What was asked, for the messages: "GET of an unknown counterparty". */
  what?: string;
}

/** Where the location came from: its dotted profile key, named in every failure and skip. */
export interface ErrorProfile {
  key: string;
  location: ErrorIdentifierLocation | undefined;
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

export function expectError(t: { expect: ExpectStatic }, res: HttpResponse, expected: ExpectedError, profile: ErrorProfile): void {
  const what = expected.what ?? `the request answered with ${expected.identifier}`;
  const location = profile.location;
  if (!location || (!location.at && !location.anywhere)) {
    throw new Skip("missing-input", `missing profile input ${profile.key}: ${describeInput(profile.key)}`);
  }
  t.expect(res.status, `status of ${what} (${expected.identifier})`).toBe(expected.status);
  const wire = wireIdentifier(location, expected.identifier);
  const where = location.at ? `at ${location.at.join(" or ")}` : "anywhere in the body as a string";
  const found = findIdentifier(res.json ?? res.text, location, wire);
  t.expect(found, `error identifier ${JSON.stringify(wire)} (spec: ${expected.identifier}) ${where} in the body of ${what}; `
    + `body: ${res.text.slice(0, 400)}; if the target names it elsewhere or spells it otherwise, set ${profile.key}`).toBeDefined();
}
