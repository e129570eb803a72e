// Modification drafts of a sending-completed original, and updates of them with or without their modification input.
import type { HttpResponse } from "../../http/http.js";
import type { B2bApi } from "../client/api.js";
import { INPUT } from "../profile/keys.js";
import { SENDING_COMPLETED_NEEDS, sendingCompletedOriginal } from "./sending-completed.js";
import { CREATES_TAX_INVOICE, invoiceVars, sendCreate, updateDraft, type CreatedInvoice, type Modification } from "../records/tax-invoices.js";
import type { Vars } from "../profile/template.js";
import { jsonText } from "../profile/match.js";

const TYPE = INPUT.taxInvoiceFixture("modificationType");

/** What saving a modification draft of a sending-completed original needs from the profile (the original: sending-completed.ts). */
export const MODIFIES_ORIGINAL = [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceDraft", "modification"), TYPE, ...SENDING_COMPLETED_NEEDS];

export const modificationOf = (api: B2bApi, originalKey: unknown): Modification => ({ type: api.need<unknown>(TYPE), originalKey });

export async function sendModificationDraft(api: B2bApi): Promise<{ vars: Vars; res: HttpResponse; originalKey: unknown }> {
  const originalKey = await sendingCompletedOriginal(api);
  const vars = invoiceVars(api, "forward");
  return { vars, res: await sendCreate(api, "draft", vars, { modification: modificationOf(api, originalKey) }), originalKey };
}

export interface ModificationDraft extends CreatedInvoice {
  originalKey: unknown;
}

/** A modification draft the suite owns, as a setup step: a refusal is blamed on A-DRAFT-MODIFICATION-OF-ORIGINAL. */
export async function createModificationDraft(api: B2bApi): Promise<ModificationDraft> {
  const { vars, res, originalKey } = await sendModificationDraft(api);
  api.setupStep(res, `POST draft of a modification of the sending-completed original ${jsonText(originalKey)}`, "A-DRAFT-MODIFICATION-OF-ORIGINAL");
  const operation = "taxInvoiceDraft";
  return { id: String(api.read(res, operation, "id")), vars, res, operation, originalKey };
}

/** PUT draft of a modification draft: with its modification input, or without it. */
export const updateModificationDraft = (api: B2bApi, d: ModificationDraft, vars: Vars, withInput: boolean) =>
  updateDraft(api, d, vars, withInput ? { modification: modificationOf(api, d.originalKey) } : {});
