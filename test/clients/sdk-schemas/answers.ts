// The answer type of every JSON-answering method of the SDK's tax invoice, company and identity verification clients: the input of `npm run sdk-schemas`.
import type * as TaxInvoice from "@portone/server-sdk/b2b/taxInvoice";
import type * as Company from "@portone/server-sdk/platform/company";
import type * as IdentityVerification from "@portone/server-sdk/identityVerification";

export interface SdkAnswers {
  taxInvoice: {
    getB2bBulkTaxInvoice: TaxInvoice.B2bBulkTaxInvoice;
    createB2bFileUploadUrl: TaxInvoice.CreateB2bFileUploadUrlPayload;
    updateB2bTaxInvoiceDraft: TaxInvoice.UpdateB2bTaxInvoiceDraftResponse;
    draftB2bTaxInvoice: TaxInvoice.DraftB2bTaxInvoiceResponse;
    issueB2bTaxInvoiceImmediately: TaxInvoice.IssueB2bTaxInvoiceImmediatelyResponse;
    requestB2bTaxInvoiceReverseIssuance: TaxInvoice.RequestB2bTaxInvoiceReverseIssuanceResponse;
    getB2bTaxInvoiceAttachments: TaxInvoice.GetB2bTaxInvoiceAttachmentsResponse;
    cancelB2bTaxInvoiceIssuance: TaxInvoice.CancelB2bTaxInvoiceIssuanceResponse;
    cancelB2bTaxInvoiceRequest: TaxInvoice.CancelB2bTaxInvoiceRequestResponse;
    issueB2bTaxInvoice: TaxInvoice.IssueB2bTaxInvoiceResponse;
    getB2bTaxInvoicePdfDownloadUrl: TaxInvoice.GetB2bTaxInvoicePdfDownloadUrlResponse;
    getB2bTaxInvoicePopupUrl: TaxInvoice.GetB2bTaxInvoicePopupUrlResponse;
    getB2bTaxInvoicePrintUrl: TaxInvoice.GetB2bTaxInvoicePrintUrlResponse;
    refuseB2bTaxInvoiceRequest: TaxInvoice.RefuseB2bTaxInvoiceRequestResponse;
    requestB2bTaxInvoice: TaxInvoice.RequestB2bTaxInvoiceResponse;
    sendToNtsB2bTaxInvoice: TaxInvoice.SendToNtsB2bTaxInvoiceResponse;
    getB2bTaxInvoice: TaxInvoice.B2bTaxInvoice;
    deleteB2bTaxInvoice: TaxInvoice.DeleteB2bTaxInvoiceResponse;
    getB2bTaxInvoices: TaxInvoice.GetB2bTaxInvoicesResponse;
  };
  company: {
    getB2bBusinessInfos: Company.GetB2bBusinessInfosResponse;
    getPlatformCompanyState: Company.GetPlatformCompanyStatePayload;
  };
  identityVerification: {
    getIdentityVerification: IdentityVerification.IdentityVerification;
    sendIdentityVerification: IdentityVerification.SendIdentityVerificationResponse;
    confirmIdentityVerification: IdentityVerification.ConfirmIdentityVerificationResponse;
    resendIdentityVerification: IdentityVerification.ResendIdentityVerificationResponse;
    getIdentityVerifications: IdentityVerification.GetIdentityVerificationsResponse;
  };
}
