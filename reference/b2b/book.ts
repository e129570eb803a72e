// The reference's area A data (in memory, reset to the seed) and the lookups every operation shares.
import { B2bFailure, invalid, type Counterparty, type TaxInvoice, type Verification } from "./model.js";
import { seedCounterparties, seedTaxInvoices, seedVerifications } from "./seed.js";

export class B2bBook {
  counterparties = new Map<string, Counterparty>();
  verifications = new Map<string, Verification>();
  taxInvoices = new Map<string, TaxInvoice>();
  files = new Map<string, { name: string; uploaded: boolean }>();

  /** `has` tells whether a fault is active (b2b.counterparty-unknown-400 answers unknown counterparties 400). */
  constructor(private readonly has: (fault: string) => boolean = () => false) {
    this.reset();
  }

  private notFound(what: string): B2bFailure {
    return this.has("counterparty-unknown-400") ? invalid(what) : new B2bFailure(404, "B2bCounterpartyNotFoundError", what);
  }

  reset(): void {
    this.counterparties = new Map(seedCounterparties().map((c) => [c.id, c]));
    this.verifications = new Map(seedVerifications().map((v) => [v.id, v]));
    this.taxInvoices = new Map(seedTaxInvoices().map((t) => [t.id, t]));
    this.files = new Map();
  }

  counterparty(id: string): Counterparty {
    const found = this.counterparties.get(id);
    if (!found) throw this.notFound(`no counterparty ${id}`);
    return found;
  }

  byBrn(brn: string): Counterparty {
    const found = [...this.counterparties.values()].find((c) => c.brn === brn);
    if (!found) throw this.notFound(`no counterparty with brn ${brn}`);
    return found;
  }

  invoicesOf(brn: string): TaxInvoice[] {
    return [...this.taxInvoices.values()].filter((t) => t.supplierBrn === brn || t.recipientBrn === brn);
  }
}
