// Records no one has, named like real ones (harness/data/unknown-like.ts), from a value of any JSON type an answer held.
import { unknownLike as shapedLike } from "../../data/unknown-like.js";
import type { B2bApi } from "../client/api.js";

/**
 * A value shaped like `real` that names nothing: a number stays a number, anything else is shaped as its text. An
 * object (a copy of an original's identifying members) keeps its members but the longest one, drawn again that way,
 * so a date or a type beside it stays valid.
 */
export function unknownLike(api: B2bApi, real: unknown): unknown {
  if (real !== null && typeof real === "object" && !Array.isArray(real) && Object.keys(real).length > 0) {
    const entries = Object.entries(real);
    const longest = entries.reduce((a, b) => (JSON.stringify(b[1]).length > JSON.stringify(a[1]).length ? b : a))[0];
    return Object.fromEntries(entries.map(([k, v]) => [k, k === longest ? unknownLike(api, v) : v]));
  }
  return shapedLike(api.t.faker, typeof real === "number" ? real : String(real));
}
