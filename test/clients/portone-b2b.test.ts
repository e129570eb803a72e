// The official PortOne server SDK's B2B clients (0.19, unmodified) against the embedded reference in the default dialect.
// Where the client and the spec disagree, the spec wins (the reference follows the spec):
// - 0.19 has no certificate (3-5) or counterparty (6-10) methods: not driven here. Business info (2) is
//   PlatformClient.company.getB2bBusinessInfos, which sends no test parameter (optional in the spec).
// - it offers methods the spec does not list (request, send-to-nts, get/delete/list tax invoices): not driven here.
// - the CSV export puts `test` inside requestBody; the spec says op 12 has no test parameter (the reference ignores it).
// - it sets no content type on its JSON bodies, so fetch labels them text/plain;charset=UTF-8; the spec shows none, and
//   the reference reads JSON regardless.
// What each answer holds is checked against the SDK's own types in sdk-answers.test.ts.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { B2b, B2bClient, PlatformClient } from "@portone/server-sdk";
import type { B2bTaxInvoiceInput } from "@portone/server-sdk/b2b/taxInvoice";
import type { ReferenceInstance } from "../../reference/server.js";
import { BULK_TAX_INVOICE_ID, BUSINESS_INFO_BRNS } from "../../reference/b2b/seed.js";
import { TRANSMISSION_SECONDS } from "../../reference/b2b/transmission.js";
import { recordExchanges, type ExchangeRecorder } from "./exchanges.js";
import { loopbackOnly, type LoopbackGuard } from "./loopback.js";
import { invoice, reverse, startSdkReference, type SdkReference } from "./sdk-reference.js";

let ref: ReferenceInstance;
let secrets: SdkReference["secrets"];
let guard: LoopbackGuard;
let recorder: ExchangeRecorder;
let sdk: B2bClient["taxInvoice"];

beforeAll(async () => {
  ({ ref, secrets } = await startSdkReference());
  guard = loopbackOnly();
  recorder = recordExchanges();
  sdk = B2bClient({ secret: secrets.b2b, baseUrl: ref.baseUrl }).taxInvoice;
});
afterAll(async () => {
  recorder.restore();
  guard.restore();
  await ref.close();
});

const errorOf = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e as { name?: string; data?: { type?: string } });

describe("B2B client of @portone/server-sdk 0.19 against the reference (default dialect)", () => {
  test("reads the seeded bulk tax invoice", async () => {
    expect(await sdk.getB2bBulkTaxInvoice({ bulkTaxInvoiceId: BULK_TAX_INVOICE_ID, test: true })).toMatchObject({ id: BULK_TAX_INVOICE_ID });
  });

  test("looks up business info through PlatformClient.company", async () => {
    const company = PlatformClient({ secret: secrets.b2b, baseUrl: ref.baseUrl }).company;
    expect((await company.getB2bBusinessInfos({ brnList: BUSINESS_INFO_BRNS })).result.map((r) => r.brn)).toEqual(BUSINESS_INFO_BRNS);
  });

  test("reads the JSON bodies the SDK labels text/plain;charset=UTF-8", async () => {
    const from = recorder.exchanges.length;
    await sdk.createB2bFileUploadUrl({ fileName: "client.pdf", test: true });
    expect(recorder.exchanges.slice(from).map((e) => [e.requestType, e.status])).toEqual([["text/plain;charset=UTF-8", 200]]);
  });

  test("creates a file upload URL and exports the CSV sheet", async () => {
    const upload = await sdk.createB2bFileUploadUrl({ fileName: "client.pdf", test: true });
    expect(upload.fileId).toEqual(expect.any(String));
    expect(new URL(upload.url).hostname).toBe("127.0.0.1");
    expect(typeof (await sdk.downloadB2bTaxInvoicesSheet({ filter: {}, fields: [] }))).toBe("string");
  });

  test("drafts, updates, issues and cancels the issuance of a tax invoice", async () => {
    const drafted = (await sdk.draftB2bTaxInvoice({ taxInvoice: invoice(), memo: "sdk", test: true })).taxInvoice;
    expect(drafted.status).toBe("DRAFTED");
    const updated = await sdk.updateB2bTaxInvoiceDraft({ taxInvoiceKey: drafted.id, taxInvoiceKeyType: "TAX_INVOICE_ID",
      taxInvoice: invoice({ supplierDocumentKey: drafted.supplierDocumentKey, totalAmount: 110000 }), test: true });
    expect(updated.taxInvoice.id).toBe(drafted.id);
    expect((await sdk.issueB2bTaxInvoice({ taxInvoiceKey: drafted.id, test: true })).taxInvoice.status).toBe("ISSUED");
    expect((await sdk.cancelB2bTaxInvoiceIssuance({ taxInvoiceKey: drafted.id, memo: "sdk", test: true })).taxInvoice.status).toBe("ISSUANCE_CANCELLED");
  });

  test("issues immediately, requests a reverse issuance and cancels the request", async () => {
    expect((await sdk.issueB2bTaxInvoiceImmediately({ taxInvoice: invoice(), test: true })).taxInvoice.status).toBe("ISSUED");
    const requested = (await sdk.requestB2bTaxInvoiceReverseIssuance({ taxInvoice: reverse(), test: true })).taxInvoice;
    expect(requested.status).toBe("REQUESTED");
    expect((await sdk.cancelB2bTaxInvoiceRequest({ taxInvoiceKey: requested.id, test: true })).taxInvoice.status).toBe("REQUEST_CANCELLED");
  });

  test("modifies an invoice once the reference has transmitted it (its own test clock moved past the transmission time)", async () => {
    const original = (await sdk.issueB2bTaxInvoiceImmediately({ taxInvoice: invoice(), test: true })).taxInvoice;
    const modify = () => sdk.draftB2bTaxInvoice({ taxInvoice: invoice(), test: true,
      modification: { type: "CORRECTION_OF_ENTRY_ERRORS", taxInvoiceKey: original.id } });
    expect((await errorOf(modify()))?.data?.type, "an original not yet transmitted").toBe("B2B_TAX_INVOICE_STATUS_NOT_SENDING_COMPLETED");
    const control = `${ref.legacyBaseUrl}/__control/clocks`;
    const post = (url: string, body: unknown) => fetch(url, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
    const clock = (await (await post(control, { taxInvoiceId: original.id })).json()) as { clock_id: string };
    expect((await post(`${control}/${clock.clock_id}/advance`, { seconds: TRANSMISSION_SECONDS + 1 })).status).toBe(200);
    expect((await modify()).taxInvoice.status).toBe("DRAFTED");
  });

  test("approves a reverse issuance request named by its recipient document key, once it has a supplier document key", async () => {
    const request = async (taxInvoice: B2bTaxInvoiceInput) => (await sdk.requestB2bTaxInvoiceReverseIssuance({ taxInvoice, test: true })).taxInvoice;
    const approve = (requested: { recipientDocumentKey?: string }) =>
      sdk.issueB2bTaxInvoice({ taxInvoiceKey: requested.recipientDocumentKey!, taxInvoiceKeyType: "RECIPIENT", test: true });
    expect((await errorOf(approve(await request(reverse()))))?.data?.type).toBe("B2B_TAX_INVOICE_NO_SUPPLIER_DOCUMENT_KEY");
    const keyed = await request({ ...reverse(), supplierDocumentKey: `sdk-s-${randomUUID()}` });
    expect((await approve(keyed)).taxInvoice).toMatchObject({ id: keyed.id, status: "ISSUED" });
  });

  test("reaches a draft by its supplier document key and refuses an unknown one", async () => {
    const drafted = (await sdk.draftB2bTaxInvoice({ taxInvoice: invoice(), test: true })).taxInvoice;
    const key = { taxInvoiceKey: drafted.supplierDocumentKey!, taxInvoiceKeyType: "SUPPLIER" as const, test: true };
    expect((await sdk.getB2bTaxInvoiceAttachments(key)).attachments).toEqual([]);
    expect((await errorOf(sdk.getB2bTaxInvoiceAttachments({ ...key, taxInvoiceKey: `sdk-none-${randomUUID()}` })))?.data?.type)
      .toBe("B2B_TAX_INVOICE_NOT_FOUND");
  });

  test("refuses a reverse issuance request (op 25: the reference's choice, the spec shows only its purpose)", async () => {
    const requested = (await sdk.requestB2bTaxInvoiceReverseIssuance({ taxInvoice: reverse(), test: true })).taxInvoice;
    expect((await sdk.refuseB2bTaxInvoiceRequest({ taxInvoiceKey: requested.id, memo: "sdk", test: true })).taxInvoice.status).toBe("REQUEST_REFUSED");
  });

  test("attaches an uploaded file, lists it and deletes it", async () => {
    const id = (await sdk.draftB2bTaxInvoice({ taxInvoice: invoice(), test: true })).taxInvoice.id;
    const upload = await sdk.createB2bFileUploadUrl({ fileName: "client.pdf", test: true });
    expect((await fetch(upload.url, { method: "PUT", body: "%PDF-1.4 client" })).ok).toBe(true);
    await sdk.attachB2bTaxInvoiceFile({ taxInvoiceKey: id, fileId: upload.fileId, test: true });
    const { attachments } = await sdk.getB2bTaxInvoiceAttachments({ taxInvoiceKey: id, test: true });
    expect(attachments).toHaveLength(1);
    await sdk.deleteB2bTaxInvoiceAttachment({ taxInvoiceKey: id, attachmentId: attachments[0]!.id, test: true });
    expect((await sdk.getB2bTaxInvoiceAttachments({ taxInvoiceKey: id, test: true })).attachments).toEqual([]);
  });

  test("serves the PDF, popup and print URLs", async () => {
    const id = (await sdk.issueB2bTaxInvoiceImmediately({ taxInvoice: invoice(), test: true })).taxInvoice.id;
    for (const answer of [await sdk.getB2bTaxInvoicePdfDownloadUrl({ taxInvoiceKey: id, test: true }),
      await sdk.getB2bTaxInvoicePopupUrl({ taxInvoiceKey: id, includeMenu: false, test: true }),
      await sdk.getB2bTaxInvoicePrintUrl({ taxInvoiceKey: id, test: true })]) {
      expect(new URL(Object.values(answer as Record<string, string>)[0]!).hostname).toBe("127.0.0.1");
    }
  });

  test("surfaces the reference's errors in the client's error classes", async () => {
    const missing = await errorOf(sdk.getB2bTaxInvoiceAttachments({ taxInvoiceKey: `sdk-none-${randomUUID()}`, test: true }));
    expect(missing).toBeInstanceOf(B2b.TaxInvoice.GetB2bTaxInvoiceAttachmentsError);
    expect(missing).toMatchObject({ data: { type: "B2B_TAX_INVOICE_NOT_FOUND" } });
    const bulk = await errorOf(sdk.getB2bBulkTaxInvoice({ bulkTaxInvoiceId: `sdk-none-${randomUUID()}` }));
    expect(bulk).toMatchObject({ name: "GetB2bBulkTaxInvoiceError", data: { type: "B2B_BULK_TAX_INVOICE_NOT_FOUND" } });
    const id = (await sdk.draftB2bTaxInvoice({ taxInvoice: invoice(), test: true })).taxInvoice.id;
    expect((await errorOf(sdk.cancelB2bTaxInvoiceIssuance({ taxInvoiceKey: id, test: true })))?.data?.type).toBe("B2B_TAX_INVOICE_NOT_ISSUED_STATUS");
    const wrong = B2bClient({ secret: "not-the-secret", baseUrl: ref.baseUrl }).taxInvoice;
    expect((await errorOf(wrong.getB2bBulkTaxInvoice({ bulkTaxInvoiceId: BULK_TAX_INVOICE_ID })))?.data?.type).toBe("UNAUTHORIZED");
    const disabled = B2bClient({ secret: secrets.b2bDisabled, baseUrl: ref.baseUrl }).taxInvoice;
    expect((await errorOf(disabled.createB2bFileUploadUrl({ fileName: "x.pdf", test: true })))?.data?.type).toBe("B2B_NOT_ENABLED");
  });

  test("sends every request to 127.0.0.1 only", () => {
    expect(guard.requests.filter((r) => r.path.startsWith("/b2b/")).length).toBeGreaterThan(0);
    expect(guard.outside()).toEqual([]);
  });
});
