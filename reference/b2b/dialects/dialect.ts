// The two area A dialects over one core: the default one (the PortOne SDK's shapes) and a second one that differs
// in every place the profile can express. A dialect only renames and nests; the rules live once, in the core.
import type { B2bFailure } from "../model.js";

export type DialectName = "default" | "alt";

/** [canonical path, wire path, pairs for each item when the value is an array, canonical → wire names of enum values]. Paths are dot-separated. */
export type Pair = [string, string, Pair[]?, Record<string, string>?];

export interface Dialect {
  /** default, alt, or generated:<seed>. */
  name: string;
  /** Header that carries the serviceKey credential (as sent; compared without case), and the prefix of its value. */
  serviceKey: { header: string; prefix: string };
  /** Request body (or requestBody query JSON) shapes per operation, canonical ↔ wire. */
  requests: Record<string, Pair[]>;
  responses: Record<string, Pair[]>;
  error(failure: B2bFailure): unknown;
}

const get = (o: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((n, k) => (n && typeof n === "object" ? (n as Record<string, unknown>)[k] : undefined), o);

function set(o: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = o;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

/** Moves the values named by the pairs from one shape to the other; a value that is not an object passes unchanged. */
export function reshape(value: unknown, pairs: Pair[] | undefined, toWire: boolean): unknown {
  if (!pairs || value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [canonical, wire, items, names] of pairs) {
    const [from, to] = toWire ? [canonical, wire] : [wire, canonical];
    let v = get(value, from);
    if (v === undefined) continue;
    if (items && Array.isArray(v)) v = v.map((x) => reshape(x, items, toWire));
    if (names && typeof v === "string") v = rename(names, v, toWire);
    set(out, to, v);
  }
  return out;
}

/** B2bTaxInvoiceNotFoundError → B2B_TAX_INVOICE_NOT_FOUND, the SDK's wire spelling. */
export const sdkType = (identifier: string): string =>
  identifier.replace(/Error$/, "").replace(/^B2[Bb]/, "B2B_").replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase();

function rename(names: Record<string, string>, v: string, toWire: boolean): string {
  if (toWire) return names[v] ?? v;
  return Object.entries(names).find(([, wire]) => wire === v)?.[0] ?? v;
}
