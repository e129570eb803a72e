// The default dialect (canonical = the SDK's shapes, errors {type, message}) and the second, renamed and nested one.
import { sdkType, type Dialect, type Pair } from "./dialect.js";

export const defaultDialect: Dialect = {
  name: "default",
  serviceKey: { header: "authorization", prefix: "PortOne " },
  requests: {},
  responses: {},
  error: (f) => ({ type: sdkType(f.identifier), message: f.message }),
};

const CONTACT: Pair[] = [["name", "label"], ["email", "mail"]];
const COUNTERPARTY_IN: Pair[] = [
  ["counterparty.id", "partner.externalId"], ["counterparty.brn", "partner.registrationNumber"],
  ["counterparty.name", "partner.company.title"], ["counterparty.representativeName", "partner.company.ceo"],
  ["counterparty.type", "partner.category"], ["counterparty.email", "partner.mail"],
  ["counterparty.additionalContacts", "partner.extraContacts", CONTACT], ["counterparty.verificationId", "partner.verificationRef"],
  ["counterparty.partnerLinked", "partner.viaPartner"], ["counterparty.connectToNts", "partner.hometax.connect"],
];
const RECORD: Pair[] = [
  ["id", "externalId"], ["brn", "registrationNumber"], ["name", "company.title"], ["representativeName", "company.ceo"],
  ["type", "category"], ["email", "mail"], ["additionalContacts", "extraContacts", CONTACT], ["partnerLinked", "viaPartner"],
  ["ntsConnected", "hometax.connected"], ["certificateRegistered", "hometax.certificate"], ["createdAt", "since"],
];
const under = (prefix: string, pairs: Pair[]): Pair[] => pairs.map(([c, w, items]) => [c, `${prefix}.${w}`, items]);
const nested = (canonicalPrefix: string, wirePrefix: string, pairs: Pair[]): Pair[] =>
  pairs.map(([c, w, items]) => [`${canonicalPrefix}.${c}`, `${wirePrefix}.${w}`, items]);

export const altDialect: Dialect = {
  name: "alt",
  serviceKey: { header: "x-service-key", prefix: "" },
  requests: {
    counterpartyCreate: COUNTERPARTY_IN,
    counterpartyUpdate: COUNTERPARTY_IN,
    counterpartyList: [["filter.brn", "where.registrationNumber"]],
    businessInfo: [["brnList", "numbers"]],
    fileUploadUrl: [["fileName", "file.name"]],
    taxInvoicesSheet: [["filter", "where"], ["fields", "columns"]],
  },
  responses: {
    bulkTaxInvoiceGet: [["id", "data.bulk.bulkId"], ["status", "data.bulk.state"], ["totalInvoiceCount", "data.bulk.count"]],
    businessInfo: [["results", "data.companies", [["brn", "number"], ["businessStatus", "state"], ["taxationType", "taxation"]]]],
    certificateRegistrationUrl: [["url", "links.register"]],
    certificateValidate: [["valid", "certificateValid"]],
    certificateGet: under("data.certificate", [["registeredAt", "since"], ["expiresAt", "until"], ["subject", "owner"]]),
    counterpartyGet: under("data.partner", RECORD),
    counterpartyCreate: nested("counterparty", "created", RECORD),
    counterpartyUpdate: nested("counterparty", "updated", RECORD),
    counterpartyDelete: [["deleted", "removed"]],
    counterpartyList: [["counterparties", "data.partners", RECORD], ["page.totalCount", "data.total"]],
    fileUploadUrl: [["fileId", "upload.id"], ["url", "upload.target"]],
  },
  error: (f) => ({ error: { kind: f.identifier, text: f.message } }),
};
