// Attachments the suite puts on its own drafts: a file uploaded, attached and found again in the draft's list.
import type { B2bApi } from "../client/api.js";
import { pathOf } from "../spec/operation-table.js";
import { uploadFile } from "./uploads.js";
import { excerpt } from "../../secrets/bounded-text.js";

/** The ids of a draft's attachments, as the list answers them (a setup step: refused, blamed on operation 18's test). */
export async function attachmentIds(api: B2bApi, taxInvoiceKey: string): Promise<string[]> {
  const list = api.setupStep(await api.call("GET", pathOf("18", { taxInvoiceKey })), "GET attachments", api.dedicated("LIST-ATTACHMENTS"));
  const items = api.read(list, "taxInvoiceAttachments", "items");
  if (!Array.isArray(items)) api.setupStep({ ...list, status: 0, text: `the attachments are not a list: ${excerpt(list.text, 300)}` }, "GET attachments", api.dedicated("LIST-ATTACHMENTS"));
  return (items as unknown[]).map((x) => String(api.read({ ...list, json: x }, "taxInvoiceAttachments", "itemId")));
}

/**
 * Uploads a file, attaches it to the draft and returns its attachment id: the one the list holds after attach-file and
 * did not hold before (wherever the list puts it). Setup steps, each refusal blamed on its operation's test, an
 * attachment missing from the list on A-ATTACH-FILE-LISTED.
 */
export async function attachOne(api: B2bApi, taxInvoiceKey: string): Promise<string> {
  const before = new Set(await attachmentIds(api, taxInvoiceKey));
  const res = await api.send("16", { params: { taxInvoiceKey }, vars: await uploadFile(api) });
  api.setupStep(res, "POST attach-file", api.dedicated("ATTACH-FILE"));
  const added = (await attachmentIds(api, taxInvoiceKey)).filter((id) => !before.has(id));
  if (added.length === 0) api.setupStep({ ...res, status: 0, text: "no attachment was added to the draft's list by attach-file" }, "GET attachments after attach-file", "A-ATTACH-FILE-LISTED");
  return added[0]!;
}
