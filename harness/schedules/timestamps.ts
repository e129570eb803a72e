// Writes and reads area C timestamps in the format the profile names (the spec shows none).
import type { TimestampFormat } from "./encodings.js";

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
export const DAY_MS = 24 * 3600_000;

export function formatTimestamp(ms: number, format: TimestampFormat): string {
  if (format === "unix-seconds") return String(Math.floor(ms / 1000));
  if (format === "unix-milliseconds") return String(Math.floor(ms));
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.000Z$/, "Z");
}

/** Milliseconds since the epoch, or undefined when the value is not in the format. */
export function parseTimestamp(value: unknown, format: TimestampFormat): number | undefined {
  if (typeof value !== "string") return undefined;
  if (format === "rfc3339") {
    const ms = RFC3339.test(value) ? Date.parse(value.replace(" ", "T")) : NaN;
    return Number.isNaN(ms) ? undefined : ms;
  }
  if (!/^\d{1,16}$/.test(value)) return undefined;
  return format === "unix-seconds" ? Number(value) * 1000 : Number(value);
}
