// Counterparties the suite creates for itself: the create template's vocabulary filled with seeded data.
import { excerpt } from "../../secrets/bounded-text.js";
import type { HttpResponse } from "../../http/http.js";
import type { B2bApi } from "../client/api.js";
import { INPUT, type CounterpartyFixture } from "../profile/keys.js";
import { unknownLike } from "./unknowns.js";
import { plain } from "./texts.js";
import { Lazy, render, type Vars } from "../profile/template.js";

/** n additional contacts, each from the profile's b2b.requests.additionalContact template. */
export function additionalContacts(api: B2bApi, n: number): unknown[] {
  const template = api.need<unknown>(INPUT.additionalContact);
  const f = api.t.faker;
  return Array.from({ length: n }, () => render(template, { name: plain(f.person.fullName()), email: f.internet.email() }, INPUT.additionalContact));
}

/**
 * The variables of the counterparty create and update templates, with fresh values. The type and the contacts are read
 * only when a template uses them: a target without such fields needs neither input.
 */
export function counterpartyVars(api: B2bApi, overrides: Vars = {}): Vars {
  const f = api.t.faker;
  return {
    counterpartyId: String(render(api.profile.values?.counterpartyId ?? "conformance-{{random}}", { random: f.string.alphanumeric(16).toLowerCase() },
      "b2b.values.counterpartyId")),
    brn: "brn" in overrides ? overrides.brn : api.freshBrn(),
    name: plain(f.company.name()),
    representativeName: plain(f.person.fullName()),
    email: f.internet.email(),
    type: new Lazy(() => api.need<string>(INPUT.counterpartyType)),
    // One contact, unless the profile's limit allows none.
    additionalContacts: "additionalContacts" in overrides ? overrides.additionalContacts
      : new Lazy(() => additionalContacts(api, Math.min(1, api.profile.limits?.maxAdditionalContacts ?? 1))),
    verificationId: undefined,
    verificationType: undefined,
    ...overrides,
  };
}

/**
 * The profile's contact limit; a test that needs a counterparty beyond it is not reachable where the profile says the
 * target sets none (b2b.limits.maxAdditionalContacts null).
 */
export function contactLimit(api: B2bApi): number {
  const max = api.need<number | null>(INPUT.maxAdditionalContacts);
  if (max === null) return api.unreachable(`the profile says the target sets no contact limit (${INPUT.maxAdditionalContacts} null), so no counterparty is beyond it`, "A-OPEN-CONTACTS-LIMIT");
  return max;
}

export interface Created {
  id: string;
  brn: string;
  vars: Vars;
  res: HttpResponse;
}

/**
 * Creates a counterparty the suite owns (the only kind it ever deletes), as a setup step: a refusal is blamed on
 * operation 10's test. An `unusual` one (with a brn the test did not make fresh) may legally be refused: when it is
 * (4xx) and one with a fresh brn is made, the test is unreachable on this target.
 */
export async function createCounterparty(api: B2bApi, overrides: Vars = {}, unusual?: string): Promise<Created> {
  const vars = counterpartyVars(api, overrides);
  const res = await api.send("10", { vars });
  const what = "POST of a counterparty";
  if (unusual && res.status >= 400 && res.status < 500) {
    api.setupStep(await api.send("10", { vars: counterpartyVars(api) }), what, api.dedicated("COUNTERPARTY-CREATE"));
    api.unreachable(`${what} ${unusual} was answered ${res.status} ${excerpt(res.text, 200)}, where one with a fresh brn was made`);
  }
  api.setupStep(res, what, api.dedicated("COUNTERPARTY-CREATE"));
  return { id: String(api.read(res, "counterpartyCreate", "id")), brn: String(vars.brn), vars, res };
}

/**
 * A counterparty with a given brn (a stored verification's): where ids are brns and one has it already (an earlier run's)
 * that one, else a new one, which a target may legally refuse for a brn in use.
 */
export async function counterpartyWithBrn(api: B2bApi, brn: string): Promise<{ id: string; brn: string }> {
  if (identity(api) === "brn" && (await api.call("GET", counterpartyPath(brn))).status === 200) return { id: brn, brn };
  return createCounterparty(api, { brn }, `with the brn ${brn}`);
}

/** Who chooses a new counterparty's id (b2b.references.counterpartyId): the caller, its brn, or the target. */
export const identity = (api: B2bApi) => api.profile.references?.counterpartyId ?? "caller";

/**
 * The variables of a new counterparty with the identity of `existing` (the id-in-use rows): its id as {{counterpartyId}}
 * where the caller chooses ids, its brn where the id is the brn; where the target assigns ids no caller can name one
 * in use, so the test is not reachable on this target.
 */
export function sameIdentity(api: B2bApi, existing: { id: string; brn: string }): Vars {
  switch (identity(api)) {
    case "caller": return { counterpartyId: existing.id };
    case "brn": return { brn: existing.brn };
    case "target": return api.unreachable(`the target assigns counterparty ids (${INPUT.counterpartyIdentity} is "target"), so a caller cannot name an id in use`);
  }
}

/** An id no counterparty has, shaped like a real one: a fresh brn where ids are brns, else like the profile's certified counterparty's id. */
export function unknownCounterpartyId(api: B2bApi): string {
  if (identity(api) === "brn") return api.freshBrn();
  return String(unknownLike(api, api.need<CounterpartyFixture>(INPUT.counterparty("certified")).id));
}

export const counterpartyPath = (id: string) => `/b2b/counterparties/${encodeURIComponent(id)}`;
export const certificatePath = (brn: string, rest = "") => `/b2b/counterparties/${encodeURIComponent(brn)}/certificate${rest}`;
