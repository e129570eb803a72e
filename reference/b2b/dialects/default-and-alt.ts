// The default dialect (canonical = the SDK's shapes, errors {type, message}) and the second, renamed and nested one.
// Each is made by a function as a reference starts, as a generated dialect is made for each run: a change to their
// tables then acts in the runs of a warm session, not only as the module loads.
import { sdkType, type Dialect, type DialectName, type Pair } from "./dialect.js";

export const defaultDialect = (): Dialect => ({
  // Stryker disable next-line StringLiteral: equivalent: a dialect's name is read by no code of the reference
  name: "default",
  serviceKey: {
    header: "Authorization",
    // Stryker disable next-line StringLiteral: open A-OPEN-SERVICE-KEY: the serviceKey's format is not shown; the reference hands the suite the header line it accepts
    prefix: "PortOne ",
  },
  requests: {},
  responses: {},
  error: (f) => ({ type: sdkType(f.identifier), message: f.message }),
});

const company = (c: string, w: string): Pair[] => [
  [`${c}.brn`, `${w}.number`],
  // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-REQUEST-SHAPES: which party members a tax invoice input needs is not shown, and the suite reads none of them from a record
  [`${c}.name`, `${w}.title`], [`${c}.representativeName`, `${w}.ceo`], [`${c}.contact.email`, `${w}.mail`], [`${c}.contact.name`, `${w}.person`],
];
const under = (prefix: string, pairs: Pair[]): Pair[] => pairs.map(([c, w, items]) => [c, `${prefix}.${w}`, items]);
const nested = (canonicalPrefix: string, wirePrefix: string, pairs: Pair[]): Pair[] =>
  pairs.map(([c, w, items]) => [`${canonicalPrefix}.${c}`, `${wirePrefix}.${w}`, items]);

export function altDialect(): Dialect {
  const contact: Pair[] = [["name",
    // Stryker disable next-line StringLiteral: open A-OPEN-REQUEST-SHAPES: a contact's members are not shown; the reference requires no contact name and the suite reads none back
    "label"], ["email", "mail"]];
  const counterpartyIn: Pair[] = [
    ["counterparty.id", "partner.externalId"], ["counterparty.brn", "partner.registrationNumber"],
    ["counterparty.name", "partner.company.title"], ["counterparty.representativeName", "partner.company.ceo"],
    ["counterparty.type", "partner.category"], ["counterparty.email", "partner.mail"],
    ["counterparty.additionalContacts", "partner.extraContacts", contact], ["counterparty.verificationId", "partner.verificationRef"],
    ["counterparty.partnerLinked", "partner.viaPartner"], ["counterparty.connectToNts", "partner.hometax.connect"],
  ];
  const record: Pair[] = [
    ["id", "externalId"], ["brn", "registrationNumber"], ["name", "company.title"],
    // Stryker disable next-line StringLiteral: open A-OPEN-RECORD-FIELDS: a counterparty's fields are not shown; the suite reads its id, brn and name
    ["representativeName", "company.ceo"], ["type", "category"], ["email", "mail"], ["additionalContacts", "extraContacts", contact],
    // Stryker disable next-line StringLiteral: open A-OPEN-RECORD-FIELDS: a counterparty's fields are not shown; the suite reads its id, brn and name
    ["partnerLinked", "viaPartner"], ["ntsConnected", "hometax.connected"], ["certificateRegistered", "hometax.certificate"], ["createdAt", "since"],
  ];
  /** Tax invoices: B2bTaxInvoiceInput under taxInvoice (canonical) and under document (alt), states renamed. */
  // Stryker disable next-line ObjectLiteral: equivalent: a state answered by the spec's own name, where the profile names another, is read as that state
  const states = {
    DRAFTED: "DRAFT", REQUESTED: "ASKED", ISSUED: "APPROVED",
    // Stryker disable next-line StringLiteral: open A-OPEN-SENDING-COMPLETED-ID: the sending-completed state's identifier is not shown
    SENDING_COMPLETED: "TRANSMITTED",
    // Stryker disable next-line StringLiteral: open A-OPEN-STATE-AFTER: the states after a cancellation or refusal are not named by the spec
    ISSUANCE_CANCELLED: "WITHDRAWN", REQUEST_CANCELLED: "ASK_WITHDRAWN", REQUEST_REFUSED: "ASK_REFUSED",
  };
  const invoice: Pair[] = [
    ["taxationType", "taxation"], ["issuanceType", "direction"],
    // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-REQUEST-SHAPES: whether a tax invoice input needs its write date, purpose and amounts is not shown
    ["writeDate", "writtenOn"], ["purposeType", "purpose"],
    // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-REQUEST-SHAPES: whether a tax invoice input needs its write date, purpose and amounts is not shown
    ["totalSupplyAmount", "amounts.supply"], ["totalTaxAmount", "amounts.tax"], ["totalAmount", "amounts.total"],
    ["supplierDocumentKey", "sellerRef"], ["recipientDocumentKey", "buyerRef"], ...company("supplier", "seller"), ...company("recipient", "buyer"),
  ];
  const invoiceIn: Pair[] = [
    ...invoice.map(([c, w]): Pair => [`taxInvoice.${c}`, `document.${w}`]),
    // Stryker disable next-line StringLiteral: open A-OPEN-REQUEST-SHAPES: a memo is an optional member the spec does not show, and the suite sends none
    ["memo", "note"],
    ["modification.type", "amends.reason"], ["modification.taxInvoiceKey", "amends.key"], ["modification.taxInvoiceKeyType",
      // Stryker disable next-line StringLiteral: equivalent: the suite names a record by its id with the key type TAX_INVOICE_ID, which a key type left out takes by default (spec: "taxInvoiceKeyType … default TAX_INVOICE_ID")
      "amends.keyKind"],
    // Stryker disable next-line StringLiteral: open A-OPEN-KEY-BRN: the suite never names an original's party by its brn
    ["modification.brn", "amends.party"],
  ];
  const invoiceOut: Pair[] = [
    ...[...invoice, ["id", "ref"],
      // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-RECORD-FIELDS: a tax invoice's fields are not shown; the suite reads its id and state
      ["memo", "note"], ["modification.originalTaxInvoiceId", "amends.ref"], ["modification.type", "amends.reason"],
    ].map(([c, w]): Pair => [`taxInvoice.${c}`, `data.document.${w}`]),
    ["taxInvoice.status", "data.document.state.name", undefined, states],
  ];
  const urlOut: Pair[] = [["url", "links.document"]];
  return {
    // Stryker disable next-line StringLiteral: equivalent: a dialect's name is read by no code of the reference
    name: "alt",
    // A serviceKey of two parts, a key id and its secret, each in a header of its own (F-SERVICE-KEY).
    serviceKey: {
      header: "X-Service-Key-Id",
      // Stryker disable next-line StringLiteral: open A-OPEN-SERVICE-KEY: the serviceKey's format is not shown; the reference hands the suite the header line it accepts
      prefix: "",
      // Stryker disable next-line StringLiteral: open A-OPEN-SERVICE-KEY: whether a serviceKey has several parts is not shown; the reference hands the suite the parts it accepts
      secret: "X-Service-Key-Secret",
    },
    requests: {
      counterpartyCreate: counterpartyIn,
      counterpartyUpdate: counterpartyIn,
      // Stryker disable next-line ArrayDeclaration: open A-OPEN-REQUEST-SHAPES: GetB2bCounterpartiesBody's fields, and what its brn filter does, are not shown
      counterpartyList: [["filter.brn",
        // Stryker disable next-line StringLiteral: open A-OPEN-REQUEST-SHAPES: GetB2bCounterpartiesBody's fields, and what its brn filter does, are not shown; the suite only looks for its counterparty in what the list answers
        "where.registrationNumber"]],
      businessInfo: [["brnList", "numbers"]],
      fileUploadUrl: [["fileName", "file.name"]],
      // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-SHEET-COLUMNS: the export's filter and columns are not shown; the suite sends them empty
      taxInvoicesSheet: [["filter", "where"], ["fields", "columns"]],
      taxInvoiceDraft: invoiceIn,
      taxInvoiceIssueImmediately: invoiceIn,
      taxInvoiceRequestReverse: invoiceIn,
      taxInvoiceUpdateDraft: [...invoiceIn,
        // Stryker disable next-line StringLiteral: open A-OPEN-KEY-BRN: the suite never names a draft's party by its brn
        ["brn", "target.party"],
        ["taxInvoiceKey", "target.key"], ["taxInvoiceKeyType",
          // Stryker disable next-line StringLiteral: equivalent: the suite names a record by its id with the key type TAX_INVOICE_ID, which a key type left out takes by default (spec: "taxInvoiceKeyType … default TAX_INVOICE_ID")
          "target.keyKind"]],
      taxInvoiceAttachFile: [["fileId", "file.ref"]],
      // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-REQUEST-SHAPES: these bodies' fields are optional and not shown; the suite sends them empty
      taxInvoiceIssue: [["memo", "note"], ["emailSubject", "mail.subject"]],
      // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-REQUEST-SHAPES: these bodies' fields are optional and not shown; the suite sends them empty
      taxInvoiceCancelIssuance: [["memo", "note"]],
      // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-REQUEST-SHAPES: these bodies' fields are optional and not shown; the suite sends them empty
      taxInvoiceCancelRequest: [["memo", "note"]],
    },
    responses: {
      bulkTaxInvoiceGet: [["id", "data.bulk.bulkId"],
        // Stryker disable next-line StringLiteral: open A-OPEN-RECORD-FIELDS: a bulk tax invoice's fields are not shown; the suite reads its id
        ["status", "data.bulk.state"], ["totalInvoiceCount", "data.bulk.count"]],
      businessInfo: [["result", "data.companies",
        // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-RECORD-FIELDS: a business-information result's fields are not shown; the suite asserts only the list
        [["brn", "number"], ["businessInfo.businessStatus", "state"], ["businessInfo.taxationType", "taxation"]]]],
      certificateRegistrationUrl: [["url", "links.register"]],
      // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-RESPONSE-SHAPES: the validation result's fields are not shown
      certificateValidate: [["valid", "certificateValid"]],
      // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-RECORD-FIELDS: a certificate's fields are not shown; the suite reads none
      certificateGet: under("data.certificate", [["registeredAt", "since"], ["expiresAt", "until"], ["subject", "owner"]]),
      counterpartyGet: under("data.partner", record),
      counterpartyCreate: nested("counterparty", "created", record),
      // Stryker disable next-line StringLiteral: open A-OPEN-RESPONSE-SHAPES: UpdateB2bCounterpartyResponse's fields are not shown; the suite reads none
      counterpartyUpdate: nested("counterparty", "updated", record),
      // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-RESPONSE-SHAPES: DeleteB2bCounterpartyResponse's fields are not shown; the suite reads none
      counterpartyDelete: [["deleted", "removed"]],
      counterpartyList: [["counterparties", "data.partners", record],
        // Stryker disable next-line StringLiteral: open A-OPEN-RESPONSE-SHAPES: GetB2bCounterpartiesResponse's fields are not shown; the suite reads the list
        ["page.totalCount", "data.total"]],
      fileUploadUrl: [["fileId", "upload.id"], ["url", "upload.target"]],
      taxInvoiceDraft: invoiceOut,
      taxInvoiceUpdateDraft: invoiceOut,
      taxInvoiceIssueImmediately: invoiceOut,
      taxInvoiceRequestReverse: invoiceOut,
      taxInvoiceCancelIssuance: invoiceOut,
      taxInvoiceCancelRequest: invoiceOut,
      taxInvoiceIssue: invoiceOut,
      taxInvoiceRefuseRequest: invoiceOut,
      taxInvoiceAttachments: [["attachments", "data.files", [["id", "ref"],
        // Stryker disable next-line StringLiteral: open A-OPEN-RECORD-FIELDS: an attachment's fields are not shown; the suite reads its id
        ["name", "label"], ["attachedAt", "at"]]]],
      taxInvoicePdfUrl: urlOut,
      taxInvoicePopupUrl: urlOut,
      taxInvoicePrintUrl: urlOut,
    },
    error: (f) => ({ error: { kind: f.identifier, text: f.message } }),
  };
}

/** The dialect a reference speaks: by its name (none named: the default's), or a generated one given as itself. */
export function dialectOf(choice: DialectName | Dialect | undefined): Dialect {
  if (typeof choice === "object") return choice;
  return choice === "alt" ? altDialect() : defaultDialect();
}
