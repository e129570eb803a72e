// The area C encodings the spec leaves open (timestamps, arrays, DELETE parameters): from the profile, or defaults.
import type { Profile } from "../config/profile.js";

export type TimestampFormat = "rfc3339" | "unix-seconds" | "unix-milliseconds";
export type ArrayEncoding = "repeat" | "comma" | "brackets";
export type DeleteParameters = "query" | "body";

export interface Encodings {
  timestampFormat: TimestampFormat;
  arrayEncoding: ArrayEncoding;
  deleteParameters: DeleteParameters;
  /** Profile keys that were absent, so their default is in use. */
  defaulted: Set<"timestampFormat" | "arrayEncoding" | "deleteParameters">;
}

/** Hints of tests that rely on an open encoding, so a vendor sees the dependency next to a failure. */
export const USES_TIMESTAMP_FORMAT = "start/end are sent and scheduled_at is read in schedules.timestampFormat "
  + "(RFC 3339 when the profile names none; the format is an open point, C-OPEN-TIMESTAMP-FORMAT)";
export const USES_ARRAY_ENCODING = "array parameters are sent as schedules.arrayEncoding says "
  + "(repeated parameters when the profile names none; an open point, C-OPEN-ARRAY-ENCODING)";
export const USES_DELETE_PARAMETERS = "DELETE parameters go where schedules.deleteParameters says "
  + "(the query, as the spec's table places them, when the profile names none; C-OPEN-DELETE-PARAMETERS)";

export function encodings(profile: Profile): Encodings {
  const p = (profile.schedules ?? {}) as Partial<Record<"timestampFormat" | "arrayEncoding" | "deleteParameters", string>>;
  const defaulted = new Set<"timestampFormat" | "arrayEncoding" | "deleteParameters">();
  const pick = <T extends string>(key: "timestampFormat" | "arrayEncoding" | "deleteParameters", dflt: T): T => {
    if (p[key] === undefined) defaulted.add(key);
    return (p[key] ?? dflt) as T;
  };
  return {
    timestampFormat: pick<TimestampFormat>("timestampFormat", "rfc3339"),
    arrayEncoding: pick<ArrayEncoding>("arrayEncoding", "repeat"),
    deleteParameters: pick<DeleteParameters>("deleteParameters", "query"),
    defaulted,
  };
}

/** Query entries for one array parameter in the given encoding. */
export function arrayParam(name: string, values: readonly string[], encoding: ArrayEncoding): Record<string, string | readonly string[]> {
  if (encoding === "comma") return { [name]: values.join(",") };
  if (encoding === "brackets") return { [`${name}[]`]: values };
  return { [name]: values };
}
