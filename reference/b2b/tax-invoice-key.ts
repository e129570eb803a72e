// The tax invoice a keyed operation (16 to 25) names: taxInvoiceKey with the taxInvoiceKeyType and brn query parameters.
import { caselessQuery } from "./fault-paths.js";

export interface Key { key: string; keyType?: string | null; brn?: string | null }

/** The key of 16 to 25; `caseless` (a fault) reads the query parameter names without regard to case. */
// Stryker disable next-line BooleanLiteral: equivalent: the default is never used, its one caller (routes.ts) always passes caseless
export function keyOf(req: { params: Record<string, string>; query: URLSearchParams }, caseless = false): Key {
  const get = (name: string) => (caseless ? caselessQuery(req.query, name) : req.query.get(name));
  const keyType = get("taxInvoiceKeyType");
  // Stryker disable next-line StringLiteral: open A-OPEN-KEY-BRN: what the brn parameter does is open, and reading none is one of its readings (F-KEY-BRN-PARAM "ignored"); the suite never sends it
  return { key: req.params.taxInvoiceKey!, keyType, brn: get("brn") };
}
