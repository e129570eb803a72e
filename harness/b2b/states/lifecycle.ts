// One step of a lifecycle story: a call that must succeed, and the state the target then reports (when it reports one).
import type { HttpResponse } from "../../http/http.js";
import type { B2bApi } from "../client/api.js";
import { observedState } from "../records/tax-invoices.js";
import { excerpt } from "../../secrets/bounded-text.js";

/** Expects 200 for a named step; returns the answer. */
export function succeeded(api: B2bApi, res: HttpResponse, what: string): HttpResponse {
  api.t.expect(res.status, `status of ${what} (${excerpt(res.text, 200)})`).toBe(200);
  return res;
}

/** The story goes on only from the state the next step requires; otherwise it ends here, saying what was observed. */
export function continuesFrom(api: B2bApi, answer: { res: HttpResponse; operation: string }, required: string, next: string): void {
  const state = observedState(api, answer.res, answer.operation);
  if (state !== required) api.t.pending("A-OPEN-STATE-AFTER", `the target reports ${state}, not ${required}, before ${next}`);
}
