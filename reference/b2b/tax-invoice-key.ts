// The tax invoice a keyed operation (16 to 25) names: taxInvoiceKey with the taxInvoiceKeyType and brn query parameters.
export interface Key { key: string; keyType?: string | null; brn?: string | null }

/** The key of 16 to 25; `caseless` (a fault) reads the query parameter names without regard to case. */
export function keyOf(req: { params: Record<string, string>; query: URLSearchParams }, caseless = false): Key {
  const get = (name: string) => (caseless ? [...req.query].find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? null : req.query.get(name));
  return { key: req.params.taxInvoiceKey!, keyType: get("taxInvoiceKeyType"), brn: get("brn") };
}
