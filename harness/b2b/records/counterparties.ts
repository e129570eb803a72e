// Counterparties the suite creates for itself: the create template's vocabulary filled with seeded data.
import type { HttpResponse } from "../../http/http.js";
import type { B2bApi } from "../client/api.js";
import { INPUT } from "../profile/keys.js";
import { Lazy, render, type Vars } from "../profile/template.js";

/** n additional contacts, each from the profile's b2b.requests.additionalContact template. */
export function additionalContacts(api: B2bApi, n: number): unknown[] {
  const template = api.need<unknown>(INPUT.additionalContact);
  const f = api.t.faker;
  return Array.from({ length: n }, () => render(template, { name: f.person.fullName(), email: f.internet.email() }, INPUT.additionalContact));
}

/**
 * The variables of the counterparty create and update templates, with fresh values. The type and the contacts are read
 * only when a template uses them: a target without such fields needs neither input.
 */
export function counterpartyVars(api: B2bApi, overrides: Vars = {}): Vars {
  const f = api.t.faker;
  return {
    counterpartyId: `conformance-${f.string.alphanumeric(16).toLowerCase()}`,
    brn: "brn" in overrides ? overrides.brn : api.freshBrn(),
    name: f.company.name(),
    representativeName: f.person.fullName(),
    email: f.internet.email(),
    type: new Lazy(() => api.need<string>(INPUT.counterpartyType)),
    additionalContacts: "additionalContacts" in overrides ? overrides.additionalContacts : new Lazy(() => additionalContacts(api, 1)),
    verificationId: undefined,
    verificationType: undefined,
    ...overrides,
  };
}

export interface Created {
  id: string;
  brn: string;
  vars: Vars;
  res: HttpResponse;
}

/** Creates a counterparty the suite owns (the only kind it ever deletes), as a setup step: a refusal is blamed on operation 10's test. */
export async function createCounterparty(api: B2bApi, overrides: Vars = {}): Promise<Created> {
  const vars = counterpartyVars(api, overrides);
  const res = await api.send("10", { vars });
  api.setupStep(res, "POST of a counterparty", api.dedicated("COUNTERPARTY-CREATE"));
  return { id: String(api.read(res, "counterpartyCreate", "id")), brn: String(vars.brn), vars, res };
}

export const counterpartyPath = (id: string) => `/b2b/counterparties/${encodeURIComponent(id)}`;
export const certificatePath = (brn: string, rest = "") => `/b2b/counterparties/${encodeURIComponent(brn)}/certificate${rest}`;
