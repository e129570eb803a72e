// Skips a test whose request a target refused while it used an open encoding the profile does not name.
import type { Conformance } from "../tests/conformance-test.js";
import type { HttpResponse } from "../http/http.js";
import { describeInput } from "../config/profile-inputs.js";
import { Skip } from "../outcomes/skip.js";
import { encodings } from "./encodings.js";

export interface EncodingsUsed {
  times?: boolean;
  arrays?: boolean;
  deleteParameters?: boolean;
  /** A 400 with this code is the answer the test expects, not a refusal of the encoding. */
  expectedCode?: string;
}

/**
 * A 400 to a request that used a defaulted encoding cannot be judged: the target may simply expect another
 * one (RFC 3339 start/end, repeated array parameters, DELETE parameters in the query). Skipped with the key to add.
 */
export function skipIfEncodingRefused(t: Conformance, res: HttpResponse, used: EncodingsUsed): void {
  if (res.status !== 400) return;
  if (used.expectedCode !== undefined && (res.json as { code?: unknown } | undefined)?.code === used.expectedCode) return;
  const { defaulted } = encodings(t.run.profile);
  const key = used.times && defaulted.has("timestampFormat") ? "timestampFormat"
    : used.arrays && defaulted.has("arrayEncoding") ? "arrayEncoding"
      : used.deleteParameters && defaulted.has("deleteParameters") ? "deleteParameters" : undefined;
  if (!key) return;
  throw new Skip("missing-input", `missing profile input schedules.${key}: the target answered 400 to the suite's default encoding; `
    + describeInput(`schedules.${key}`));
}
