// Matches of profile values on the target's answers: a value of any JSON type, or an object that matches on its members.
import { excerpt, shownValue } from "../../secrets/bounded-text.js";

/**
 * Whether `value` matches `pattern`: an object pattern matches an object that holds at least its members, each
 * matching in turn; any other pattern matches an equal value (arrays element by element). The work follows the
 * pattern's size, never the value's, so a large answer costs no more than a small one.
 */
export function matches(pattern: unknown, value: unknown): boolean {
  if (pattern !== null && typeof pattern === "object" && !Array.isArray(pattern)) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
    return Object.entries(pattern).every(([k, p]) => Object.hasOwn(value, k) && matches(p, (value as Record<string, unknown>)[k]));
  }
  if (Array.isArray(pattern)) {
    return Array.isArray(value) && value.length === pattern.length && pattern.every((p, i) => sameJson(p, value[i]));
  }
  return pattern === value;
}

/** Equality of JSON values, objects member by member (bounded by the first value's size). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === null || typeof a !== "object") return a === b;
  if (b === null || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** A value as a message quotes it: a string as it is, anything else as JSON text, cut to about `max` characters first. */
export const jsonText = (value: unknown, max = 200): string => (typeof value === "string" ? excerpt(value, max) : shownValue(value, max));
