// The reference's area A data (in memory, reset to the seed) and the lookups every operation shares.
import { B2bFailure, type Counterparty, type TaxInvoice, type Verification } from "./model.js";
import { seedCounterparties, seedTaxInvoices, seedVerifications } from "./seed.js";

export class B2bBook {
  counterparties = new Map<string, Counterparty>();
  verifications = new Map<string, Verification>();
  taxInvoices = new Map<string, TaxInvoice>();
  files = new Map<string, { name: string; uploaded: boolean }>();

  constructor() {
    this.reset();
  }

  reset(): void {
    this.counterparties = new Map(seedCounterparties().map((c) => [c.id, c]));
    this.verifications = new Map(seedVerifications().map((v) => [v.id, v]));
    this.taxInvoices = new Map(seedTaxInvoices().map((t) => [t.id, t]));
    this.files = new Map();
  }

  counterparty(id: string): Counterparty {
    const found = this.counterparties.get(id);
    if (!found) throw new B2bFailure(404, "B2bCounterpartyNotFoundError", `no counterparty ${id}`);
    return found;
  }

  byBrn(brn: string): Counterparty {
    const found = [...this.counterparties.values()].find((c) => c.brn === brn);
    if (!found) throw new B2bFailure(404, "B2bCounterpartyNotFoundError", `no counterparty with brn ${brn}`);
    return found;
  }

  invoicesOf(brn: string): TaxInvoice[] {
    return [...this.taxInvoices.values()].filter((t) => t.supplierBrn === brn || t.recipientBrn === brn);
  }
}
