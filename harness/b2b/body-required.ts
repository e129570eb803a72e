// Operations whose body the spec lists as required, each called without one on a resource the suite made for it.
import type { HttpResponse } from "../http.js";
import type { B2bApi } from "./api.js";
import { counterpartyPath, createCounterparty } from "./counterparties.js";
import { CREATES_COUNTERPARTY, INPUT } from "./profile.js";
import { createInvoice, CREATES_TAX_INVOICE, invoicePath, type Creation } from "./tax-invoices.js";

export interface BodyRequired {
  op: string;
  key: string;
  /** The spec's body type, for titles and hints. */
  body: string;
  requirement: string;
  needs: string[];
  /** The call without a body, on something that exists and is in the state the operation needs. */
  call(api: B2bApi): Promise<HttpResponse>;
}

const plain = (op: string, key: string, body: string, method: string, path: string): BodyRequired =>
  ({ op, key, body, requirement: `A.BODY.${key}-REQUIRED`, needs: [], call: (api) => api.call(method, path) });

const CREATE_NEEDS: Record<Creation, string> = {
  draft: INPUT.request("taxInvoiceDraft", "valid"), immediate: INPUT.request("taxInvoiceIssueImmediately", "valid"),
  reverse: INPUT.request("taxInvoiceRequestReverse", "valid"),
};

/** A keyed operation called on an invoice made in the state the operation needs. */
const onInvoice = (op: string, key: string, body: string, made: Creation, rest: string): BodyRequired => ({
  op, key, body, requirement: `A.BODY.${key}-REQUIRED`, needs: [...CREATES_TAX_INVOICE, CREATE_NEEDS[made]],
  async call(api) { return api.call("POST", invoicePath((await createInvoice(api, made)).id, rest)); },
});

export const BODY_REQUIRED: BodyRequired[] = [
  {
    op: "8", key: "COUNTERPARTY-UPDATE", body: "UpdateB2bCounterpartyBody", requirement: "A.BODY.COUNTERPARTY-UPDATE-REQUIRED", needs: CREATES_COUNTERPARTY,
    async call(api) { return api.call("PATCH", counterpartyPath((await createCounterparty(api)).id)); },
  },
  plain("10", "COUNTERPARTY-CREATE", "CreateB2bCounterpartyBody", "POST", "/b2b/counterparties"),
  plain("11", "FILE-UPLOAD-URL", "CreateB2bFileUploadUrlBody", "POST", "/b2b/file-upload-url"),
  plain("13", "DRAFT", "DraftB2bTaxInvoiceBody", "POST", "/b2b/tax-invoices/draft"),
  plain("14", "UPDATE-DRAFT", "UpdateB2bTaxInvoiceDraftBody", "PUT", "/b2b/tax-invoices/draft"),
  plain("15", "ISSUE-IMMEDIATELY", "IssueB2bTaxInvoiceImmediatelyBody", "POST", "/b2b/tax-invoices/issue-immediately"),
  plain("15b", "REQUEST-REVERSE", "RequestB2bTaxInvoiceReverseIssuanceBody", "POST", "/b2b/tax-invoices/request-reverse-issuance"),
  onInvoice("16", "ATTACH-FILE", "AttachB2bTaxInvoiceFileBody", "draft", "/attach-file"),
  onInvoice("19", "CANCEL-ISSUANCE", "CancelB2bTaxInvoiceIssuanceBody", "immediate", "/cancel-issuance"),
  onInvoice("20", "CANCEL-REQUEST", "CancelB2bTaxInvoiceRequestBody", "reverse", "/cancel-request"),
  onInvoice("21", "ISSUE", "IssueB2bTaxInvoiceBody", "draft", "/issue"),
];
