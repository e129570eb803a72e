// Operations 1, 2, 11 and 12 on the canonical shapes: bulk tax invoice, business info, upload URL, CSV export.
import { randomBytes } from "node:crypto";
import { B2bFailure, invalid } from "./model.js";
import type { B2bBook } from "./book.js";
import { object, optionalArray, optionalString } from "./input.js";
import { BULK_TAX_INVOICE, BULK_TAX_INVOICE_ID, BUSINESS_INFO_BRNS, seedCounterparties } from "./seed.js";

/** The businesses a lookup knows, where it refuses others (F-BUSINESS-INFO-BRNS refused). */
const KNOWN_BUSINESSES = new Set([...BUSINESS_INFO_BRNS, ...seedCounterparties().map((c) => c.brn)]);
import type { Readings } from "./readings/readings.js";
import { nameTaken } from "./readings/storage.js";

export class CatalogDesk {
  constructor(private readonly book: B2bBook, private readonly has: (fault: string) => boolean, private readonly readings: Readings = {}) {}

  bulk(id: string): unknown {
    if (id === BULK_TAX_INVOICE_ID) return BULK_TAX_INVOICE;
    throw this.has("bulk-unknown-400") ? invalid("unknown bulk tax invoice") : new B2bFailure(404, "B2bBulkTaxInvoiceNotFoundError");
  }

  businessInfo(body: unknown): unknown {
    if (body === undefined && this.has("business-info-body-optional")) return { result: [] };
    const brns = optionalArray(object(body, "the body"), "brnList");
    if (!brns || brns.length === 0 || brns.some((b) => typeof b !== "string")) throw invalid("brnList must be a non-empty array of strings");
    if (this.readings.businessInfoBrns === "limited" && brns.length > 10) throw invalid("a lookup takes at most 10 brns");
    if (this.readings.businessInfoBrns === "refused" && brns.some((b) => !KNOWN_BUSINESSES.has(b as string))) throw invalid("a brn of the lookup is unknown");
    return { result: (brns as string[]).map((brn) => ({ brn, businessInfo: businessInfo(brn) })) };
  }

  uploadUrl(body: unknown, origin: string): { fileId: string; url: string } {
    const fileName = optionalString(object(body, "the body"), "fileName");
    if (!fileName) throw invalid("fileName is required");
    if (!nameTaken(fileName, this.readings.uploadLimits)) throw invalid(`files named so are not taken: ${fileName}`);
    const fileId = `file-${randomBytes(8).toString("hex")}`;
    const path = `/__files/${fileId}`;
    const url = this.has("upload-url-relative") ? path : `${origin}${path}`;
    // An informational upload URL: the file counts as uploaded as soon as its URL is made.
    this.book.files.set(fileId, { name: fileName, url, uploaded: !!this.readings.uploadNotNeeded && !this.has("upload-not-stored") });
    return { fileId, url };
  }

  sheet(requestBody: string | null): string {
    if (requestBody === null) {
      if (this.has("sheet-request-body-optional")) return "id\n";
      throw invalid("requestBody is required");
    }
    try { object(JSON.parse(requestBody), "requestBody"); } catch (err) {
      if (!this.has("request-body-json-unchecked")) throw err instanceof B2bFailure ? err : invalid("requestBody must be JSON");
    }
    const rows = [...this.book.taxInvoices.values()].map((t) => [t.id, t.status, t.supplierBrn, t.recipientBrn].join(","));
    return ["id,status,supplierBrn,recipientBrn", ...rows].join("\n") + "\n";
  }
}

/** The SDK's B2bBusinessInfo of a registration number: every field it requires, made up. */
const businessInfo = (brn: string) => ({
  brn, name: `Reference company ${brn}`, ceoName: "Kim Reference", zipCode: "04524", address: "1 Reference-ro, Jung-gu, Seoul",
  businessEntityType: "CORPORATION", businessStatus: "IN_BUSINESS", taxationType: "NORMAL", openingDate: "2020-01-02",
  businessType: "Service", businessClass: "Software development", businessCategoryCode: "722000",
});
