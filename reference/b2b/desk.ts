// Operations 1, 2, 11 and 12 on the canonical shapes: bulk tax invoice, business info, upload URL, CSV export.
import { randomBytes } from "node:crypto";
import { B2bFailure, invalid } from "./model.js";
import type { B2bBook } from "./book.js";
import { object, optionalArray, optionalString } from "./input.js";
import { BULK_TAX_INVOICE, BULK_TAX_INVOICE_ID, BUSINESS_INFO_BRNS, seedCounterparties } from "./seed.js";

/** The businesses a lookup knows, where it refuses others (F-BUSINESS-INFO-BRNS refused). */
// Stryker disable next-line ArrowFunction: unfixed: the businesses a lookup knows are a provider's data; the suite looks up the profile's brns only
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
    const brns = optionalArray(object(body, THE_BODY), "brnList");
    // Stryker disable next-line ConditionalExpression, LogicalOperator, ArrowFunction, MethodExpression, BlockStatement: open A-OPEN-REQUEST-SHAPES: the lookup's body fields are not shown; the suite sends the profile's body and, as invalid input, no object
    if (!brns || brns.length === 0 || brns.some((b) => typeof b !== "string")) {
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      throw invalid("brnList must be a non-empty array of strings");
    }
    // Stryker disable next-line ConditionalExpression, LogicalOperator, EqualityOperator, StringLiteral: unfixed: how many brns a lookup takes is a freedom (F-BUSINESS-INFO-BRNS), its message too; the suite looks up only the profile's brns
    if (this.readings.businessInfoBrns === "limited" && brns.length > 10) throw invalid("a lookup takes at most 10 brns");
    // Stryker disable next-line ConditionalExpression, LogicalOperator, EqualityOperator, StringLiteral, MethodExpression, ArrowFunction: unfixed: how an unknown brn is answered is a freedom (F-BUSINESS-INFO-BRNS), its message too; the suite looks up only the profile's brns
    if (this.readings.businessInfoBrns === "refused" && brns.some((b) => !KNOWN_BUSINESSES.has(b as string))) throw invalid("a brn of the lookup is unknown");
    // Stryker disable next-line ArrowFunction, ObjectLiteral: open A-OPEN-RECORD-FIELDS: a lookup result's fields are not shown; the suite asserts only the list
    const results = (brns as string[]).map((brn) => ({ brn, businessInfo: businessInfo(brn) }));
    return { result: results };
  }

  uploadUrl(body: unknown, origin: string): { fileId: string; url: string } {
    const fileName = optionalString(object(body, THE_BODY), "fileName");
    // Stryker disable next-line ConditionalExpression, BlockStatement: open A-OPEN-REQUEST-SHAPES: the upload URL body's fields are not shown; the suite sends the profile's body and, as invalid input, no object
    if (!fileName) {
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      throw invalid("fileName is required");
    }
    // Stryker disable next-line ConditionalExpression, BlockStatement: open A-OPEN-UPLOAD-LIMITS: which files are taken is open; the suite names only the profile's files
    if (!nameTaken(fileName, this.readings.uploadLimits)) {
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      throw invalid(`files named so are not taken: ${fileName}`);
    }
    const fileId = `file-${randomBytes(8).toString("hex")}`;
    const path = `/__files/${fileId}`;
    const url = this.has("upload-url-relative") ? path : `${origin}${path}`;
    // An informational upload URL: the file counts as uploaded as soon as its URL is made.
    this.book.files.set(fileId, { name: fileName, url, uploaded: this.has("upload-url-counts-as-upload") || (this.readings.uploadNotNeeded === true && !this.has("upload-not-stored")) });
    return { fileId, url };
  }

  sheet(requestBody: string | null): string {
    // Stryker disable next-line ConditionalExpression, BlockStatement: equivalent: without this branch a missing requestBody parses as JSON null, which object() refuses with the same 400 InvalidRequestError
    if (requestBody === null) {
      if (this.has("sheet-request-body-optional")) return "id\n";
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      throw invalid("requestBody is required");
    }
    // Stryker disable next-line StringLiteral: message: the name in an error's message is not fixed
    try { object(JSON.parse(requestBody), "requestBody"); } catch (err) {
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      if (!this.has("request-body-json-unchecked")) throw err instanceof B2bFailure ? err : invalid("requestBody must be JSON");
    }
    // Stryker disable next-line ArrayDeclaration, ArrowFunction, StringLiteral: open A-OPEN-SHEET-COLUMNS: the export's rows, columns and delimiter are not shown; the suite asserts only a CSV answer
    const rows = [...this.book.taxInvoices.values()].map((t) => [t.id, t.status, t.supplierBrn, t.recipientBrn].join(","));
    // Stryker disable next-line ArrayDeclaration, StringLiteral: open A-OPEN-SHEET-COLUMNS: the export's header row, columns and line ends are not shown; the suite asserts only a CSV answer
    return ["id,status,supplierBrn,recipientBrn", ...rows].join("\n") + "\n";
  }
}

/** The description of a body in an error's message. */
// Stryker disable next-line StringLiteral: message: an error's message is not fixed
const THE_BODY = "the body";

/** The SDK's B2bBusinessInfo of a registration number: every field it requires, made up. */
// Stryker disable next-line ArrowFunction, ObjectLiteral: open A-OPEN-RECORD-FIELDS: a business-information result's fields are not shown; the suite asserts only the list
const businessInfo = (brn: string) => ({
  // Stryker disable next-line StringLiteral: unfixed: the looked-up business's data is a provider's, made up here
  brn, name: `Reference company ${brn}`, ceoName: "Kim Reference", zipCode: "04524", address: "1 Reference-ro, Jung-gu, Seoul",
  // Stryker disable next-line StringLiteral: unfixed: the looked-up business's data is a provider's, made up here
  businessEntityType: "CORPORATION", businessStatus: "IN_BUSINESS", taxationType: "NORMAL", openingDate: "2020-01-02",
  // Stryker disable next-line StringLiteral: unfixed: the looked-up business's data is a provider's, made up here
  businessType: "Service", businessClass: "Software development", businessCategoryCode: "722000",
});
