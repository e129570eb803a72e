// The error table of area A as data: for each (identifier, operation) the scenarios that provoke it from outside.
// Part 2 adds the scenarios of operations 13 to 25 (SCENARIOS is keyed by identifier and operation).
import { readFileSync } from "node:fs";
import { fixturePath } from "../paths.js";
import type { HttpResponse } from "../http.js";
import type { TestMeta } from "../conformance-test.js";
import type { B2bApi } from "./api.js";
import { B2B_OPERATIONS, operation } from "./operations.js";
import { COUNTERPARTY_SCENARIOS } from "./counterparty-scenarios.js";
import { OPEN_ROWS, PENDING_ELSEWHERE, TAX_INVOICE_SCENARIOS } from "./tax-invoice-scenarios.js";

export interface ErrorRow {
  operations: string[];
  status: number;
  error: string;
  condition: string;
  requirement: string;
}

export interface Scenario {
  id: string;
  title: string;
  /** What the test does, in a few words (shown in the hint and the failure). */
  scenario: string;
  needs: string[];
  requirements?: string[];
  destructive?: boolean;
  waits?: TestMeta["waits"];
  /** A 200 answer is a reading the spec leaves open: the test is pending on this point rather than failed. */
  acceptedIsOpen?: { openPoint: string; observed: string };
  provoke(api: B2bApi): Promise<HttpResponse>;
}

/** Rows of the operations in the table (1 to 24). */
const PART = new Set(B2B_OPERATIONS.map((o) => o.op));

export function errorRows(): ErrorRow[] {
  const data = JSON.parse(readFileSync(fixturePath("error-tables", "b2b.json"), "utf8")) as { errors: ErrorRow[] };
  return data.errors.map((r) => ({ ...r, operations: r.operations.filter((op) => PART.has(op) && !PENDING_ELSEWHERE[r.error]?.includes(op)) }))
    .filter((r) => r.operations.length > 0);
}

/** Rows no black-box test can provoke: pending, with the open point that says why. */
export const UNPROVOKABLE: Record<string, { openPoint: string; ids(op: string): string[] }> = {
  B2bExternalServiceError: { openPoint: "A-OPEN-EXTERNAL-FAILURE", ids: (op) => [`A-${operation(op).key}-EXTERNAL-502`] },
  B2bCounterpartyNtsConnectionFailedError: { openPoint: "A-OPEN-EXTERNAL-FAILURE", ids: () => ["A-COUNTERPARTY-CREATE-NTS-FAILED-502"] },
  ForbiddenError: { openPoint: "A-OPEN-FORBIDDEN", ids: (op) => [`A-${operation(op).key}-FORBIDDEN-403`] },
};

/** The pending form of a row for one operation, or undefined when tests provoke it. */
export function pendingRow(error: string, op: string): { openPoint: string; ids: string[] } | undefined {
  const open = OPEN_ROWS[error];
  if (open?.ops.includes(op)) return { openPoint: open.openPoint, ids: [`A-${operation(op).key}-${open.suffix}`] };
  const p = UNPROVOKABLE[error];
  return p ? { openPoint: p.openPoint, ids: p.ids(op) } : undefined;
}

/** Scenarios every operation shares: invalid input, no or a wrong credential, an account without B2B. */
function common(error: string, op: string): Scenario[] {
  const o = operation(op);
  const id = (suffix: string) => `A-${o.key}-${suffix}`;
  switch (error) {
    case "InvalidRequestError":
      return [{ id: id("INVALID-400"), title: `refuses invalid input to operation ${op} with 400`, needs: o.needs,
        scenario: `${o.title} with a malformed body or a test value other than true/false`, provoke: (api) => o.invalid(api) }];
    case "UnauthorizedError":
      return [
        { id: id("NO-AUTH-401"), title: `refuses operation ${op} without a credential`, needs: o.needs,
          scenario: `${o.title} without a credential`, provoke: (api) => o.probe(api, { scheme: "none" }) },
        { id: id("WRONG-AUTH-401"), title: `refuses operation ${op} with a wrong credential`, needs: o.needs,
          scenario: `${o.title} with a credential the target never issued`, provoke: (api) => o.probe(api, { scheme: "wrong" }) },
      ];
    case "B2bNotEnabledError":
      return [{ id: id("NOT-ENABLED-403"), title: `refuses operation ${op} to an account without B2B`, needs: o.needs,
        scenario: `${o.title} with the credential of CONFORMANCE_B2B_DISABLED_AUTH`, provoke: (api) => o.probe(api, { scheme: "disabled" }),
        // An account without B2B is one the operator has not enabled for business info: not a success, whichever error (AMBIGUITIES 32).
        requirements: op === "2" ? ["A.OP.BUSINESS-INFO-ENABLEMENT"] : [] }];
    default:
      return [];
  }
}

export function scenariosFor(error: string, op: string): Scenario[] {
  return [...common(error, op), ...(COUNTERPARTY_SCENARIOS[error]?.[op] ?? []), ...(TAX_INVOICE_SCENARIOS[error]?.[op] ?? [])];
}
