// Modification drafts of the profile's sending-completed original, and updates of them with or without their modification input.
import type { HttpResponse } from "../http.js";
import type { B2bApi } from "./api.js";
import { INPUT } from "./profile.js";
import { CREATES_TAX_INVOICE, invoiceVars, renderInvoice, sendCreate, type CreatedInvoice } from "./tax-invoices.js";
import type { Vars } from "./template.js";

const ORIGINAL = INPUT.taxInvoiceFixture("sendingCompletedOriginal");
const TYPE = INPUT.taxInvoiceFixture("modificationType");

/** What saving a modification draft of the pre-provisioned original needs from the profile. */
export const MODIFIES_ORIGINAL = [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceDraft", "modification"), ORIGINAL, TYPE];

const modificationOf = (api: B2bApi): Vars => ({ modificationType: api.need<string>(TYPE), originalKey: api.need<string>(ORIGINAL) });

export async function sendModificationDraft(api: B2bApi): Promise<{ vars: Vars; res: HttpResponse }> {
  const vars = invoiceVars(api, "forward");
  return { vars, res: await sendCreate(api, "draft", vars, "modification", modificationOf(api)) };
}

/** A modification draft the suite owns; a refusal fails the calling test. */
export async function createModificationDraft(api: B2bApi): Promise<CreatedInvoice> {
  const { vars, res } = await sendModificationDraft(api);
  api.t.expect(res.status, `status of saving a modification draft of ${ORIGINAL} (${res.text.slice(0, 200)})`).toBe(200);
  return { id: String(api.read(res, "taxInvoice", "id")), vars, res };
}

/** PUT draft of a modification draft: "modification" carries the modification input, "valid" leaves it out. */
export const updateModificationDraft = (api: B2bApi, id: string, vars: Vars, scenario: "valid" | "modification") =>
  api.send("PUT", "/b2b/tax-invoices/draft", "taxInvoiceUpdateDraft", scenario,
    { taxInvoiceKey: id, taxInvoiceKeyType: "TAX_INVOICE_ID", taxInvoice: renderInvoice(api, vars), ...modificationOf(api) });
