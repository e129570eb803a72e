// The requests of the counterparty cases (operations 8 and 10): a new counterparty, or an update of one the suite made,
// with a scenario's template and changed variables.
import type { HttpResponse } from "../../../harness/http/http.js";
import type { B2bApi } from "../../../harness/b2b/client/api.js";
import { INPUT, type VerificationFixture } from "../../../harness/b2b/profile/keys.js";
import { placeholders, type Vars } from "../../../harness/b2b/profile/template.js";
import { counterpartyVars, counterpartyWithBrn, createCounterparty } from "../../../harness/b2b/records/counterparties.js";
import { unknownLike } from "../../../harness/b2b/records/unknowns.js";

export type Changes = (api: B2bApi) => Vars;

/** POST of a new counterparty with the scenario's template (b2b.requests.counterpartyCreate.<scenario>). */
export const created = (scenario: string, changes: Changes = () => ({})) => (api: B2bApi): Promise<HttpResponse> =>
  api.send("10", { scenario, vars: counterpartyVars(api, changes(api)) });

/** PATCH of a counterparty the suite creates first (with the brn `brnOf` gives, else a fresh one), with the scenario's template. */
export const updated = (scenario: string, changes: Changes = () => ({}), brnOf?: (api: B2bApi) => string) => async (api: B2bApi): Promise<HttpResponse> => {
  const { id, brn } = brnOf ? await counterpartyWithBrn(api, brnOf(api)) : await createCounterparty(api);
  return api.send("8", { params: { counterpartyId: id }, scenario, vars: counterpartyVars(api, { brn, ...changes(api) }) });
};

export const verification = (api: B2bApi, kind: "valid" | "invalid") => api.need<VerificationFixture>(INPUT.verification(kind));
/** A verification id no stored result has, shaped like the profile's valid one. */
export const unknownVerificationId = (api: B2bApi) => String(unknownLike(api, verification(api, "valid").id));

/**
 * A request whose verification type differs from the result's needs a body that names a type: where the profile's
 * fromVerification template names no {{verificationType}} (a target whose counterparties have no type), it cannot be
 * made, and the case is not reachable on this target.
 */
export const namingType = (operation: "counterpartyCreate" | "counterpartyUpdate", provoke: (api: B2bApi) => Promise<HttpResponse>) =>
  async (api: B2bApi): Promise<HttpResponse> => {
    const key = INPUT.request(operation, "fromVerification");
    if (!placeholders(api.need(key)).has("verificationType")) {
      api.unreachable(`the profile's ${key} names no {{verificationType}}, so no request can give a type the verification result contradicts`);
    }
    return provoke(api);
  };
