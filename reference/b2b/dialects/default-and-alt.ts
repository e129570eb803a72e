// The default dialect (canonical = the SDK's shapes, errors {type, message}) and the second, renamed and nested one.
import { sdkType, type Dialect, type Pair } from "./dialect.js";

export const defaultDialect: Dialect = {
  name: "default",
  serviceKey: { header: "Authorization", prefix: "PortOne " },
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
/** Tax invoices: B2bTaxInvoiceInput under taxInvoice (canonical) and under document (alt), states renamed. */
const STATES = { DRAFTED: "DRAFT", REQUESTED: "ASKED", ISSUED: "APPROVED", SENDING_COMPLETED: "TRANSMITTED",
  ISSUANCE_CANCELLED: "WITHDRAWN", REQUEST_CANCELLED: "ASK_WITHDRAWN", REQUEST_REFUSED: "ASK_REFUSED" };
const COMPANY = (c: string, w: string): Pair[] => [[`${c}.brn`, `${w}.number`], [`${c}.name`, `${w}.title`],
  [`${c}.representativeName`, `${w}.ceo`], [`${c}.contact.email`, `${w}.mail`], [`${c}.contact.name`, `${w}.person`]];
const INVOICE: Pair[] = [
  ["taxationType", "taxation"], ["issuanceType", "direction"], ["writeDate", "writtenOn"], ["purposeType", "purpose"],
  ["totalSupplyAmount", "amounts.supply"], ["totalTaxAmount", "amounts.tax"], ["totalAmount", "amounts.total"],
  ["supplierDocumentKey", "sellerRef"], ["recipientDocumentKey", "buyerRef"], ...COMPANY("supplier", "seller"), ...COMPANY("recipient", "buyer"),
];
const INVOICE_IN: Pair[] = [
  ...INVOICE.map(([c, w]): Pair => [`taxInvoice.${c}`, `document.${w}`]), ["memo", "note"], ["modification.type", "amends.reason"],
  ["modification.taxInvoiceKey", "amends.key"], ["modification.taxInvoiceKeyType", "amends.keyKind"], ["modification.brn", "amends.party"],
];
const INVOICE_OUT: Pair[] = [
  ...[...INVOICE, ["id", "ref"], ["memo", "note"], ["modification.originalTaxInvoiceId", "amends.ref"], ["modification.type", "amends.reason"]]
    .map(([c, w]): Pair => [`taxInvoice.${c}`, `data.document.${w}`]),
  ["taxInvoice.status", "data.document.state.name", undefined, STATES],
];
const URL_OUT: Pair[] = [["url", "links.document"]];
const under = (prefix: string, pairs: Pair[]): Pair[] => pairs.map(([c, w, items]) => [c, `${prefix}.${w}`, items]);
const nested = (canonicalPrefix: string, wirePrefix: string, pairs: Pair[]): Pair[] =>
  pairs.map(([c, w, items]) => [`${canonicalPrefix}.${c}`, `${wirePrefix}.${w}`, items]);

export const altDialect: Dialect = {
  name: "alt",
  serviceKey: { header: "X-Service-Key", prefix: "" },
  requests: {
    counterpartyCreate: COUNTERPARTY_IN,
    counterpartyUpdate: COUNTERPARTY_IN,
    counterpartyList: [["filter.brn", "where.registrationNumber"]],
    businessInfo: [["brnList", "numbers"]],
    fileUploadUrl: [["fileName", "file.name"]],
    taxInvoicesSheet: [["filter", "where"], ["fields", "columns"]],
    taxInvoiceDraft: INVOICE_IN,
    taxInvoiceIssueImmediately: INVOICE_IN,
    taxInvoiceRequestReverse: INVOICE_IN,
    taxInvoiceUpdateDraft: [...INVOICE_IN, ["brn", "target.party"], ["taxInvoiceKey", "target.key"], ["taxInvoiceKeyType", "target.keyKind"]],
    taxInvoiceAttachFile: [["fileId", "file.ref"]],
    taxInvoiceIssue: [["memo", "note"], ["emailSubject", "mail.subject"]],
    taxInvoiceCancelIssuance: [["memo", "note"]],
    taxInvoiceCancelRequest: [["memo", "note"]],
  },
  responses: {
    bulkTaxInvoiceGet: [["id", "data.bulk.bulkId"], ["status", "data.bulk.state"], ["totalInvoiceCount", "data.bulk.count"]],
    businessInfo: [["result", "data.companies", [["brn", "number"], ["businessInfo.businessStatus", "state"], ["businessInfo.taxationType", "taxation"]]]],
    certificateRegistrationUrl: [["url", "links.register"]],
    certificateValidate: [["valid", "certificateValid"]],
    certificateGet: under("data.certificate", [["registeredAt", "since"], ["expiresAt", "until"], ["subject", "owner"]]),
    counterpartyGet: under("data.partner", RECORD),
    counterpartyCreate: nested("counterparty", "created", RECORD),
    counterpartyUpdate: nested("counterparty", "updated", RECORD),
    counterpartyDelete: [["deleted", "removed"]],
    counterpartyList: [["counterparties", "data.partners", RECORD], ["page.totalCount", "data.total"]],
    fileUploadUrl: [["fileId", "upload.id"], ["url", "upload.target"]],
    taxInvoiceDraft: INVOICE_OUT,
    taxInvoiceUpdateDraft: INVOICE_OUT,
    taxInvoiceIssueImmediately: INVOICE_OUT,
    taxInvoiceRequestReverse: INVOICE_OUT,
    taxInvoiceCancelIssuance: INVOICE_OUT,
    taxInvoiceCancelRequest: INVOICE_OUT,
    taxInvoiceIssue: INVOICE_OUT,
    taxInvoiceRefuseRequest: INVOICE_OUT,
    taxInvoiceAttachments: [["attachments", "data.files", [["id", "ref"], ["name", "label"], ["attachedAt", "at"]]]],
    taxInvoicePdfUrl: URL_OUT,
    taxInvoicePopupUrl: URL_OUT,
    taxInvoicePrintUrl: URL_OUT,
  },
  error: (f) => ({ error: { kind: f.identifier, text: f.message } }),
};
