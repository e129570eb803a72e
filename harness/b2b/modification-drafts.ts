// Modification drafts of the profile's sending-completed original, and updates of them with or without their modification input.
import type { HttpResponse } from "../http.js";
import type { B2bApi } from "./api.js";
import { INPUT } from "./profile.js";
import { originalWay, SENDING_COMPLETED_NEEDS, sendingCompletedOriginal } from "./sending-completed.js";
import { CREATES_TAX_INVOICE, invoiceVars, renderInvoice, sendCreate, type CreatedInvoice } from "./tax-invoices.js";
import type { Vars } from "./template.js";

const TYPE = INPUT.taxInvoiceFixture("modificationType");

/** What saving a modification draft of a sending-completed original needs from the profile (the original: sending-completed.ts). */
export const MODIFIES_ORIGINAL = [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceDraft", "modification"), TYPE, ...SENDING_COMPLETED_NEEDS];

const modificationOf = (api: B2bApi, originalKey: string): Vars => ({ modificationType: api.need<string>(TYPE), originalKey });

export async function sendModificationDraft(api: B2bApi): Promise<{ vars: Vars; res: HttpResponse; originalKey: string }> {
  const originalKey = await sendingCompletedOriginal(api);
  const vars = invoiceVars(api, "forward");
  return { vars, res: await sendCreate(api, "draft", vars, "modification", modificationOf(api, originalKey)), originalKey };
}

/** A modification draft the suite owns; a refusal fails the calling test. */
export async function createModificationDraft(api: B2bApi): Promise<CreatedInvoice & { originalKey: string }> {
  const { vars, res, originalKey } = await sendModificationDraft(api);
  api.t.expect(res.status, `status of saving a modification draft of the sending-completed original ${originalKey}, ${originalWay(api.t.run)} (${res.text.slice(0, 200)})`).toBe(200);
  return { id: String(api.read(res, "taxInvoice", "id")), vars, res, originalKey };
}

/** PUT draft of a modification draft: "modification" carries the modification input, "valid" leaves it out. */
export const updateModificationDraft = (api: B2bApi, d: CreatedInvoice & { originalKey: string }, vars: Vars, scenario: "valid" | "modification") =>
  api.send("PUT", "/b2b/tax-invoices/draft", "taxInvoiceUpdateDraft", scenario,
    { taxInvoiceKey: d.id, taxInvoiceKeyType: "TAX_INVOICE_ID", taxInvoice: renderInvoice(api, vars), ...modificationOf(api, d.originalKey) });
