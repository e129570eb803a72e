// Scenarios that provoke the error-table rows of operations 1 and 3 to 10 (bulk, certificates, counterparties).
import type { Scenario } from "./scenarios.js";
import type { B2bApi } from "./api.js";
import { invalidBrn } from "./brn.js";
import { additionalContacts, certificatePath, counterpartyPath, counterpartyVars, createCounterparty } from "./counterparties.js";
import { CREATES_COUNTERPARTY, INPUT, type CounterpartyCondition, type CounterpartyFixture, type VerificationFixture } from "./profile.js";

const fixture = (api: B2bApi, c: CounterpartyCondition) => api.need<CounterpartyFixture>(INPUT.counterparty(c));
const CERT_OPS = { "3": ["CERT-REGISTRATION-URL", "GET", "/registration-url"], "4": ["CERT-VALIDATE", "POST", "/validate"], "5": ["CERT-GET", "GET", ""] } as const;
const cert = (op: "3" | "4" | "5", suffix: string, what: string, brn: (api: B2bApi) => string, needs: string[], requirements: string[] = []): Scenario => {
  const [key, method, rest] = CERT_OPS[op];
  return { id: `A-${key}-${suffix}`, title: `answers operation ${op} for ${what}`, scenario: `operation ${op} for ${what}`, needs, requirements,
    provoke: (api) => api.call(method, certificatePath(brn(api), rest)) };
};
const create = (api: B2bApi, scenario: string, overrides = {}) =>
  api.send("POST", "/b2b/counterparties", "counterpartyCreate", scenario, counterpartyVars(api, overrides));
const verification = (api: B2bApi, kind: "valid" | "invalid") => api.need<VerificationFixture>(INPUT.verification(kind));

/** One scenario for create (10) and one for update (8) of a suite-created counterparty, from the same variables. */
function both(suffix: string, what: string, scenario: string, needs: string[], vars: (api: B2bApi) => Record<string, unknown>,
  brnOfUpdated?: (api: B2bApi) => string, requirements: string[] = []): Record<string, Scenario[]> {
  return {
    "10": [{ id: `A-COUNTERPARTY-CREATE-${suffix}`, title: `refuses creating a counterparty ${what}`, scenario: `a new counterparty ${what}`, requirements,
      needs: [...CREATES_COUNTERPARTY, INPUT.request("counterpartyCreate", scenario), ...needs], provoke: (api) => create(api, scenario, vars(api)) }],
    "8": [{ id: `A-COUNTERPARTY-UPDATE-${suffix}`, title: `refuses updating a counterparty ${what}`, scenario: `an update ${what}`, requirements,
      needs: [...CREATES_COUNTERPARTY, INPUT.request("counterpartyUpdate", scenario), ...needs],
      provoke: async (api) => {
        const { id, brn } = await createCounterparty(api, brnOfUpdated ? { brn: brnOfUpdated(api) } : {});
        return api.send("PATCH", counterpartyPath(id), "counterpartyUpdate", scenario, counterpartyVars(api, { brn, ...vars(api) }));
      } }],
  };
}

const UNKNOWN_ID = (api: B2bApi) => `conformance-unknown-${api.t.faker.string.alphanumeric(12).toLowerCase()}`;
const VALID = INPUT.verification("valid");
const INVALID = INPUT.verification("invalid");

export const COUNTERPARTY_SCENARIOS: Record<string, Record<string, Scenario[]>> = {
  B2bBulkTaxInvoiceNotFoundError: { "1": [{ id: "A-BULK-GET-UNKNOWN-404", title: "answers an unknown bulk tax invoice with 404",
    scenario: "GET of a bulk tax invoice id that does not exist", needs: [],
    provoke: (api) => api.call("GET", `/b2b/bulk-tax-invoices/${UNKNOWN_ID(api)}`) }] },
  B2bCounterpartyNtsNotConnectedError: Object.fromEntries((["3", "4", "5"] as const).map((op) =>
    [op, [cert(op, "NOT-CONNECTED-400", "a counterparty not connected", (api) => fixture(api, "notConnected").brn, [INPUT.counterparty("notConnected")],
      ["A.RECORD.COUNTERPARTY-NTS"])]])),
  B2bCertificateUnregisteredError: Object.fromEntries((["4", "5"] as const).map((op) =>
    [op, [cert(op, "UNREGISTERED-404", "a counterparty without certificate", (api) => fixture(api, "uncertified").brn, [INPUT.counterparty("uncertified")])]])),
  B2bCounterpartyNotFoundError: {
    ...Object.fromEntries((["3", "4", "5"] as const).map((op) => [op, [cert(op, "UNKNOWN-404", "an unknown brn", (api) => api.freshBrn(), [INPUT.freshBrns])]])),
    "6": [{ id: "A-COUNTERPARTY-GET-UNKNOWN-404", title: "answers an unknown counterparty id with 404", scenario: "GET of an unknown counterparty id",
      needs: [], provoke: (api) => api.call("GET", counterpartyPath(UNKNOWN_ID(api))) }],
    "7": [{ id: "A-COUNTERPARTY-DELETE-UNKNOWN-404", title: "answers deleting an unknown counterparty with 404", scenario: "DELETE of an unknown counterparty id",
      needs: [], provoke: (api) => api.call("DELETE", counterpartyPath(UNKNOWN_ID(api))) }],
    "8": [{ id: "A-COUNTERPARTY-UPDATE-UNKNOWN-404", title: "answers updating an unknown counterparty with 404", scenario: "PATCH of an unknown counterparty id",
      needs: [INPUT.request("counterpartyUpdate", "valid")],
      provoke: (api) => api.send("PATCH", counterpartyPath(UNKNOWN_ID(api)), "counterpartyUpdate", "valid", counterpartyVars(api, { brn: undefined })) }],
  },
  B2bCounterpartyPartnerNotDeletableError: { "7": [{ id: "A-COUNTERPARTY-DELETE-PARTNER-403", title: "refuses deleting a partner-linked counterparty",
    scenario: "DELETE of the profile's partner-linked counterparty", needs: [INPUT.counterparty("partnerLinked")], destructive: true,
    requirements: ["A.RECORD.PARTNER-LINKED-FIXED"], provoke: (api) => api.call("DELETE", counterpartyPath(fixture(api, "partnerLinked").id)) }] },
  B2bCounterpartyOngoingTaxInvoiceExistsError: { "7": [{ id: "A-COUNTERPARTY-DELETE-ONGOING-409", title: "refuses deleting a counterparty with an ongoing invoice",
    scenario: "DELETE of the profile's counterparty with a tax invoice in progress", needs: [INPUT.counterparty("ongoingTaxInvoice")], destructive: true,
    provoke: (api) => api.call("DELETE", counterpartyPath(fixture(api, "ongoingTaxInvoice").id)) }] },
  B2bCounterpartyBrnModificationNotAllowedError: { "8": both("BRN-400", "to another brn", "changeBrn", [], (api) => ({ brn: api.freshBrn() }))["8"]! },
  B2bCounterpartyPartnerNotUpdatableError: { "8": [{ id: "A-COUNTERPARTY-UPDATE-PARTNER-403", title: "refuses updating a partner-linked counterparty",
    scenario: "PATCH of the profile's partner-linked counterparty", requirements: ["A.RECORD.PARTNER-LINKED-FIXED"],
    needs: [INPUT.counterparty("partnerLinked"), INPUT.request("counterpartyUpdate", "valid")],
    provoke: (api) => api.send("PATCH", counterpartyPath(fixture(api, "partnerLinked").id), "counterpartyUpdate", "valid",
      counterpartyVars(api, { brn: fixture(api, "partnerLinked").brn })) }] },
  B2bCounterpartyTooManyAdditionalContactsError: (both("CONTACTS-LIMIT", "beyond the contact limit", "valid", [INPUT.maxAdditionalContacts, INPUT.additionalContact],
    (api) => ({ additionalContacts: additionalContacts(api, api.need<number>(INPUT.maxAdditionalContacts) + 1) }))),
  B2bCounterpartyMissingRequiredFieldsError: both("MISSING-FIELDS-400", "missing required fields", "missingRequired", [], () => ({})),
  B2bCounterpartyVerificationBrnMismatchError: both("VERIFICATION-BRN-400", "whose verification brn differs", "fromVerification", [VALID],
    (api) => ({ verificationId: verification(api, "valid").id, verificationType: verification(api, "valid").type })),
  B2bCounterpartyVerificationTypeMismatchError: both("VERIFICATION-TYPE-400", "whose verification type differs", "fromVerification", [VALID],
    (api) => ({ brn: verification(api, "valid").brn, verificationId: verification(api, "valid").id, verificationType: verification(api, "valid").otherType }),
    (api) => verification(api, "valid").brn, ["A.RECORD.VERIFICATION-RESULT"]),
  B2bCounterpartyVerificationInvalidError: both("VERIFICATION-INVALID-400", "from an invalid verification", "fromVerification", [INVALID],
    (api) => ({ brn: verification(api, "invalid").brn, verificationId: verification(api, "invalid").id, verificationType: verification(api, "invalid").type }),
    (api) => verification(api, "invalid").brn),
  B2bCounterpartyVerificationNotFoundError: both("VERIFICATION-UNKNOWN-404", "from an unknown verification", "fromVerification", [VALID],
    (api) => ({ verificationId: UNKNOWN_ID(api), verificationType: verification(api, "valid").type })),
  B2bCounterpartyBrnInvalidError: { "10": [{ id: "A-COUNTERPARTY-CREATE-BRN-INVALID-400", title: "refuses creating a counterparty with an invalid brn",
    scenario: "a new counterparty whose brn has a wrong check digit", needs: CREATES_COUNTERPARTY,
    provoke: (api) => create(api, "valid", { brn: invalidBrn(api.t.faker) }) }] },
  B2bCounterpartySelfOriginBrnMismatchError: { "10": [{ id: "A-COUNTERPARTY-CREATE-OWN-BRN-400", title: "refuses creating a counterparty with the own brn",
    scenario: "a new counterparty with the company's own brn", needs: [...CREATES_COUNTERPARTY, INPUT.ownBrn],
    provoke: (api) => create(api, "valid", { brn: api.need<string>(INPUT.ownBrn) }) }] },
  B2bCounterpartyPartnerNotConnectableError: { "10": [{ id: "A-COUNTERPARTY-CREATE-PARTNER-CONNECT-403", title: "refuses a partner-linked counterparty that connects",
    scenario: "a new partner-linked counterparty asking to connect to the tax authority",
    needs: [...CREATES_COUNTERPARTY, INPUT.request("counterpartyCreate", "partnerConnect")], provoke: (api) => create(api, "partnerConnect") }] },
  B2bCounterpartyIdAlreadyExistsError: { "10": [{ id: "A-COUNTERPARTY-CREATE-ID-IN-USE-409", title: "refuses creating a counterparty with an id in use",
    scenario: "a second counterparty with the id of one the suite created", needs: CREATES_COUNTERPARTY, requirements: ["A.ID.COUNTERPARTY-ID"],
    provoke: async (api) => create(api, "valid", { counterpartyId: (await createCounterparty(api)).vars.counterpartyId }) }] },
  B2bCounterpartyIdAlreadyExistsByPartnerError: { "10": [{ id: "A-COUNTERPARTY-CREATE-PARTNER-ID-409", title: "refuses the id of a partner-created counterparty",
    scenario: "a new counterparty with the id of the profile's partner-linked one", needs: [...CREATES_COUNTERPARTY, INPUT.counterparty("partnerLinked")],
    provoke: (api) => create(api, "valid", { counterpartyId: fixture(api, "partnerLinked").id }) }] },
};

