// Declares the tests every operation has: its success under each scheme, test mode and key type, and the refusals every
// operation shares. Each id is written in the operation's file; it must be the one its variant names (A-<key>-<suffix>).
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi, type Scheme } from "../../../harness/b2b/client/api.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";
import type { OperationCalls } from "../../../harness/b2b/operations/types.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import type { KeyType } from "../../../harness/b2b/records/tax-invoice-keys.js";
import { refuses } from "./refusals.js";

export type Success = "bearer" | "serviceKey" | "test=true" | "test=false" | "SUPPLIER key" | "RECIPIENT key";
const SUCCESS: Record<Success, string> = {
  "bearer": "BEARER-JWT", "serviceKey": "SERVICE-KEY", "test=true": "TEST-TRUE", "test=false": "TEST-FALSE",
  "SUPPLIER key": "KEY-SUPPLIER", "RECIPIENT key": "KEY-RECIPIENT",
};
const SCHEMES = { bearer: { requirement: "A.AUTH.BEARER-JWT", name: "bearerJwt" }, serviceKey: { requirement: "A.AUTH.SERVICE-KEY", name: "serviceKey" } };
const KEY_REQUIREMENTS = ["A.ID.TAX-INVOICE-KEY", "A.PARAM.KEY-TYPE-ENUM", "A.PARAM.KEY-OPERATIONS-COMMON"];

function expectId(id: string, o: OperationCalls, suffix: string): void {
  if (id !== `A-${o.key}-${suffix}`) throw new Error(`${id} is declared as A-${o.key}-${suffix} of operation ${o.op}: write that id`);
}

/** The success of operation `op` with each variant: id → variant. */
export function succeeds(op: string, tests: Record<string, Success>): void {
  const o = operation(op);
  for (const [id, variant] of Object.entries(tests)) {
    expectId(id, o, SUCCESS[variant]);
    if (variant === "bearer" || variant === "serviceKey") {
      const s = SCHEMES[variant];
      conformanceTest({
        id, title: `answers operation ${op} with 200 to a ${s.name} credential`,
        requirements: [s.requirement, o.requirement, ...(o.also ?? []), "A.OP.BASE-URL", "A.VERSION.NO-PATH-SEGMENT", ...(o.common ? ["A.BODY.JSON"] : [])],
        needs: o.needs, hint: `${o.title} with the ${s.name} credential alone must succeed`,
      }, async (t) => o.success(new B2bApi(t), { scheme: variant satisfies Scheme }));
    } else if (variant === "test=true" || variant === "test=false") {
      const test = variant === "test=true";
      conformanceTest({
        id, title: `accepts test=${test} on operation ${op}`, requirements: ["A.PARAM.TEST-ACCEPTED", o.requirement], needs: o.needs,
        hint: `${o.title} with test=${test} must succeed: test is an optional boolean`,
      }, async (t) => o.success(new B2bApi(t, { test })));
    } else {
      const type = variant.split(" ")[0] as KeyType;
      conformanceTest({
        id, title: `answers operation ${op} on an invoice named by its ${type} key`, requirements: [o.requirement, ...KEY_REQUIREMENTS], needs: o.needs,
        hint: `${o.title} with taxInvoiceKeyType=${type} and the invoice's ${type.toLowerCase()} document key must succeed`,
      }, async (t) => keyed(o).reach(new B2bApi(t), type));
    }
  }
}

export type Refusal = "invalid input" | "no credential" | "wrong credential" | "B2B not enabled" | "no body" | "unknown invoice"
  | "unknown SUPPLIER key" | "unknown RECIPIENT key";
const REFUSAL: Record<Refusal, string> = {
  "invalid input": "INVALID-400", "no credential": "NO-AUTH-401", "wrong credential": "WRONG-AUTH-401", "B2B not enabled": "NOT-ENABLED-403",
  "no body": "NO-BODY-400", "unknown invoice": "UNKNOWN-404", "unknown SUPPLIER key": "UNKNOWN-SUPPLIER-404", "unknown RECIPIENT key": "UNKNOWN-RECIPIENT-404",
};

const keyed = (o: OperationCalls) => {
  if (!o.keyed) throw new Error(`operation ${o.op} takes no taxInvoiceKey`);
  return o.keyed;
};

/** The refusals every operation shares, of operation `op`: id → which. */
export function refusesCommon(op: string, tests: Record<string, Refusal>): void {
  const o = operation(op);
  for (const [id, refusal] of Object.entries(tests)) {
    expectId(id, o, REFUSAL[refusal]);
    if (refusal === "no body") {
      const noBody = o.noBody;
      if (!noBody) throw new Error(`${id}: the spec lists no required body for operation ${op}`);
      conformanceTest({
        id, title: `refuses operation ${op} without a body`, requirements: [noBody.requirement, "A.ERR.INVALID-REQUEST-400"], needs: [...noBody.needs, INPUT.errors],
        errorRows: [{ error: "InvalidRequestError", op }], hint: `${noBody.body} is required: a call without it is 400 InvalidRequestError`,
      }, async (t) => {
        const api = new B2bApi(t);
        api.expectError(await noBody.call(api), { status: 400, identifier: "InvalidRequestError", what: `operation ${op} without a body` });
      });
    } else if (refusal === "unknown SUPPLIER key" || refusal === "unknown RECIPIENT key") {
      const type = refusal.split(" ")[1] as KeyType;
      conformanceTest({
        id, title: `answers 404 on operation ${op} to an unknown ${type} key`, requirements: ["A.ERR.TAX-INVOICE-NOT-FOUND", ...KEY_REQUIREMENTS],
        needs: [...o.needs, INPUT.errors], errorRows: [{ error: "B2bTaxInvoiceNotFoundError", op }],
        hint: `a ${type.toLowerCase()} document key no invoice has is 404 B2bTaxInvoiceNotFoundError`,
      }, async (t) => {
        const api = new B2bApi(t);
        api.expectError(await keyed(o).unknown(api, type), { status: 404, identifier: ["B2bTaxInvoiceNotFoundError", ...o.unknownAlso ?? []], what: `an unknown ${type} key` });
      });
    } else {
      refuses(op, common(id, o, refusal));
    }
  }
}

function common(id: string, o: OperationCalls, refusal: Exclude<Refusal, "no body" | "unknown SUPPLIER key" | "unknown RECIPIENT key">) {
  const { op } = o;
  switch (refusal) {
    case "invalid input":
      return { id, title: `refuses invalid input to operation ${op} with 400`, error: "InvalidRequestError", needs: o.needs,
        what: `${o.title} with a malformed body or a test value other than true/false`, provoke: (api: B2bApi) => o.invalid(api) };
    // Without any credential a request is unauthenticated (401) and, some say, refused (403 ForbiddenError): the CSV
    // export lists no 403.
    case "no credential":
      return { id, title: `refuses operation ${op} without a credential`, error: "UnauthorizedError", needs: o.needs, also: o.common ? ["ForbiddenError"] : [],
        what: `${o.title} without a credential`, provoke: (api: B2bApi) => o.probe(api, { scheme: "none" }) };
    case "wrong credential":
      return { id, title: `refuses operation ${op} with a wrong credential`, error: "UnauthorizedError", needs: o.needs,
        what: `${o.title} with a credential the target never issued`, provoke: (api: B2bApi) => o.probe(api, { scheme: "wrong" }) };
    case "B2B not enabled":
      return { id, title: `refuses operation ${op} to an account without B2B`, error: "B2bNotEnabledError", needs: o.needs,
        what: `${o.title} with the credential of CONFORMANCE_B2B_DISABLED_AUTH`, provoke: (api: B2bApi) => o.probe(api, { scheme: "disabled" }),
        // An account without B2B is one the operator has not enabled for business info: not a success, whichever error (AMBIGUITIES 32).
        requirements: op === "2" ? ["A.OP.BUSINESS-INFO-ENABLEMENT"] : [] };
    case "unknown invoice":
      return { id, title: `answers operation ${op} on an unknown tax invoice with 404`, error: "B2bTaxInvoiceNotFoundError", also: o.unknownAlso,
        needs: o.needs, what: `${o.title}, with an unknown tax invoice id`, provoke: (api: B2bApi) => keyed(o).unknown(api, "TAX_INVOICE_ID") };
  }
}
