// The default dialect (canonical = the SDK's shapes, errors {type, message}) and the second, renamed and nested one.
// Each is made anew on every read of one of its members, as a generated dialect is made for each run: a change to
// their tables then acts in the runs of a warm session, not only as the module loads.
import { sdkType, type Dialect, type Pair } from "./dialect.js";

/** A dialect whose members are those of a dialect made anew on each read. */
const madeOnRead = (make: () => Dialect): Dialect => new Proxy({} as Dialect, { get: (_, member) => make()[member as keyof Dialect] });

export const defaultDialect = madeOnRead(() => ({
  name: "default",
  serviceKey: { header: "Authorization", prefix: "PortOne " },
  requests: {},
  responses: {},
  error: (f) => ({ type: sdkType(f.identifier), message: f.message }),
}));

export const altDialect = madeOnRead(alt);

const company = (c: string, w: string): Pair[] => [[`${c}.brn`, `${w}.number`], [`${c}.name`, `${w}.title`],
  [`${c}.representativeName`, `${w}.ceo`], [`${c}.contact.email`, `${w}.mail`], [`${c}.contact.name`, `${w}.person`]];
const under = (prefix: string, pairs: Pair[]): Pair[] => pairs.map(([c, w, items]) => [c, `${prefix}.${w}`, items]);
const nested = (canonicalPrefix: string, wirePrefix: string, pairs: Pair[]): Pair[] =>
  pairs.map(([c, w, items]) => [`${canonicalPrefix}.${c}`, `${wirePrefix}.${w}`, items]);

function alt(): Dialect {
  const contact: Pair[] = [["name", "label"], ["email", "mail"]];
  const counterpartyIn: Pair[] = [
    ["counterparty.id", "partner.externalId"], ["counterparty.brn", "partner.registrationNumber"],
    ["counterparty.name", "partner.company.title"], ["counterparty.representativeName", "partner.company.ceo"],
    ["counterparty.type", "partner.category"], ["counterparty.email", "partner.mail"],
    ["counterparty.additionalContacts", "partner.extraContacts", contact], ["counterparty.verificationId", "partner.verificationRef"],
    ["counterparty.partnerLinked", "partner.viaPartner"], ["counterparty.connectToNts", "partner.hometax.connect"],
  ];
  const record: Pair[] = [
    ["id", "externalId"], ["brn", "registrationNumber"], ["name", "company.title"], ["representativeName", "company.ceo"],
    ["type", "category"], ["email", "mail"], ["additionalContacts", "extraContacts", contact], ["partnerLinked", "viaPartner"],
    ["ntsConnected", "hometax.connected"], ["certificateRegistered", "hometax.certificate"], ["createdAt", "since"],
  ];
  /** Tax invoices: B2bTaxInvoiceInput under taxInvoice (canonical) and under document (alt), states renamed. */
  const states = { DRAFTED: "DRAFT", REQUESTED: "ASKED", ISSUED: "APPROVED", SENDING_COMPLETED: "TRANSMITTED",
    ISSUANCE_CANCELLED: "WITHDRAWN", REQUEST_CANCELLED: "ASK_WITHDRAWN", REQUEST_REFUSED: "ASK_REFUSED" };
  const invoice: Pair[] = [
    ["taxationType", "taxation"], ["issuanceType", "direction"], ["writeDate", "writtenOn"], ["purposeType", "purpose"],
    ["totalSupplyAmount", "amounts.supply"], ["totalTaxAmount", "amounts.tax"], ["totalAmount", "amounts.total"],
    ["supplierDocumentKey", "sellerRef"], ["recipientDocumentKey", "buyerRef"], ...company("supplier", "seller"), ...company("recipient", "buyer"),
  ];
  const invoiceIn: Pair[] = [
    ...invoice.map(([c, w]): Pair => [`taxInvoice.${c}`, `document.${w}`]), ["memo", "note"], ["modification.type", "amends.reason"],
    ["modification.taxInvoiceKey", "amends.key"], ["modification.taxInvoiceKeyType", "amends.keyKind"], ["modification.brn", "amends.party"],
  ];
  const invoiceOut: Pair[] = [
    ...[...invoice, ["id", "ref"], ["memo", "note"], ["modification.originalTaxInvoiceId", "amends.ref"], ["modification.type", "amends.reason"]]
      .map(([c, w]): Pair => [`taxInvoice.${c}`, `data.document.${w}`]),
    ["taxInvoice.status", "data.document.state.name", undefined, states],
  ];
  const urlOut: Pair[] = [["url", "links.document"]];
  return {
    name: "alt",
    serviceKey: { header: "X-Service-Key", prefix: "" },
    requests: {
      counterpartyCreate: counterpartyIn,
      counterpartyUpdate: counterpartyIn,
      counterpartyList: [["filter.brn", "where.registrationNumber"]],
      businessInfo: [["brnList", "numbers"]],
      fileUploadUrl: [["fileName", "file.name"]],
      taxInvoicesSheet: [["filter", "where"], ["fields", "columns"]],
      taxInvoiceDraft: invoiceIn,
      taxInvoiceIssueImmediately: invoiceIn,
      taxInvoiceRequestReverse: invoiceIn,
      taxInvoiceUpdateDraft: [...invoiceIn, ["brn", "target.party"], ["taxInvoiceKey", "target.key"], ["taxInvoiceKeyType", "target.keyKind"]],
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
      counterpartyGet: under("data.partner", record),
      counterpartyCreate: nested("counterparty", "created", record),
      counterpartyUpdate: nested("counterparty", "updated", record),
      counterpartyDelete: [["deleted", "removed"]],
      counterpartyList: [["counterparties", "data.partners", record], ["page.totalCount", "data.total"]],
      fileUploadUrl: [["fileId", "upload.id"], ["url", "upload.target"]],
      taxInvoiceDraft: invoiceOut,
      taxInvoiceUpdateDraft: invoiceOut,
      taxInvoiceIssueImmediately: invoiceOut,
      taxInvoiceRequestReverse: invoiceOut,
      taxInvoiceCancelIssuance: invoiceOut,
      taxInvoiceCancelRequest: invoiceOut,
      taxInvoiceIssue: invoiceOut,
      taxInvoiceRefuseRequest: invoiceOut,
      taxInvoiceAttachments: [["attachments", "data.files", [["id", "ref"], ["name", "label"], ["attachedAt", "at"]]]],
      taxInvoicePdfUrl: urlOut,
      taxInvoicePopupUrl: urlOut,
      taxInvoicePrintUrl: urlOut,
    },
    error: (f) => ({ error: { kind: f.identifier, text: f.message } }),
  };
}
