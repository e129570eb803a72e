// The reference's area A data (in memory, reset to the seed) and the lookups every operation shares.
import { B2bFailure, invalid, type Counterparty, type TaxInvoice, type Verification } from "./model.js";
import { seedCounterparties, seedTaxInvoices, seedVerifications } from "./seed.js";
import type { Readings } from "./readings/readings.js";
import type { Grant } from "./readings/storage.js";

/** A file an upload URL was made for: its name, whether it was uploaded, what its URL answer granted. */
export interface StoredFile {
  name: string;
  url?: string;
  uploaded: boolean;
  grant?: Grant;
}

export class B2bBook {
  counterparties = new Map<string, Counterparty>();
  verifications = new Map<string, Verification>();
  taxInvoices = new Map<string, TaxInvoice>();
  files = new Map<string, StoredFile>();

  /** `has` tells whether a fault is active (b2b.counterparty-unknown-400 answers unknown counterparties 400). */
  /** `seeded` false: a data set without the seed's records (live data where the fixtures exist in test mode only). */
  constructor(private readonly has: (fault: string) => boolean, private readonly readings: Readings, private readonly seeded: boolean) {
    this.reset();
  }

  private notFound(what: string): B2bFailure {
    return this.has("counterparty-unknown-400") ? invalid(what) : new B2bFailure(404, "B2bCounterpartyNotFoundError", what);
  }

  reset(): void {
    this.counterparties = new Map(this.seeded ? seedCounterparties(this.readings).map((c) => [c.id, c]) : []);
    this.verifications = new Map(this.seeded ? seedVerifications().map((v) => [v.id, v]) : []);
    this.taxInvoices = new Map(this.seeded ? seedTaxInvoices(this.readings).map((t) => [t.id, t]) : []);
    this.files = new Map();
  }

  counterparty(id: string): Counterparty {
    // Stryker disable next-line ArrayDeclaration, ArrowFunction, ConditionalExpression: unfixed: whether the target's own id also names a counterparty (F-COUNTERPARTY-IDENTITY both) is its choice; the profile names counterparties by the caller's id, so the suite never sends the target's
    const found = this.counterparties.get(id) ?? [...this.counterparties.values()].find((c) => c.internalId === id);
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    if (!found) throw this.notFound(`no counterparty ${id}`);
    return found;
  }

  byBrn(brn: string): Counterparty {
    const found = [...this.counterparties.values()].find((c) => c.brn === brn);
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    if (!found) throw this.notFound(`no counterparty with brn ${brn}`);
    return found;
  }

  /** The file attach-file names: by its id, or (as the target reads it) by its upload URL or its name. */
  file(ref: string, by?: "url" | "name"): StoredFile | undefined {
    if (by === undefined) return this.files.get(ref);
    return [...this.files.values()].find((f) => (by === "url" ? f.url : f.name) === ref);
  }

  invoicesOf(brn: string): TaxInvoice[] {
    // Stryker disable next-line ConditionalExpression: open A-OPEN-ONGOING-TAX-INVOICE: which tax invoices make a counterparty's "tax invoice in progress" is open; the suite knows only the profile's fixture (ongoingTaxInvoice)
    return [...this.taxInvoices.values()].filter((t) => t.supplierBrn === brn || t.recipientBrn === brn);
  }
}
