// The requests of the counterparty cases (operations 8 and 10): a new counterparty, or an update of one the suite made,
// with a scenario's template and changed variables.
import type { HttpResponse } from "../../../harness/http/http.js";
import type { B2bApi } from "../../../harness/b2b/client/api.js";
import { INPUT, type VerificationFixture } from "../../../harness/b2b/profile/keys.js";
import type { Vars } from "../../../harness/b2b/profile/template.js";
import { counterpartyVars, createCounterparty } from "../../../harness/b2b/records/counterparties.js";

export type Changes = (api: B2bApi) => Vars;

/** POST of a new counterparty with the scenario's template (b2b.requests.counterpartyCreate.<scenario>). */
export const created = (scenario: string, changes: Changes = () => ({})) => (api: B2bApi): Promise<HttpResponse> =>
  api.send("10", { scenario, vars: counterpartyVars(api, changes(api)) });

/** PATCH of a counterparty the suite creates first (with the brn `brnOf` gives, else a fresh one), with the scenario's template. */
export const updated = (scenario: string, changes: Changes = () => ({}), brnOf?: (api: B2bApi) => string) => async (api: B2bApi): Promise<HttpResponse> => {
  const { id, brn } = await createCounterparty(api, brnOf ? { brn: brnOf(api) } : {});
  return api.send("8", { params: { counterpartyId: id }, scenario, vars: counterpartyVars(api, { brn, ...changes(api) }) });
};

export const verification = (api: B2bApi, kind: "valid" | "invalid") => api.need<VerificationFixture>(INPUT.verification(kind));
export const unknownCounterpartyId = (api: B2bApi) => `conformance-unknown-${api.t.faker.string.alphanumeric(12).toLowerCase()}`;
