// The verifications of every store, which store a request acts on, and the control plane's look-ups.
import { randomInt } from "node:crypto";
import type { ReferenceContext } from "../context.js";
import type { Store } from "../stores.js";
import { AreaError, forbidden, invalidRequest, notFound } from "./errors.js";
import { StoreData, type Verification } from "./model.js";
import { seedStore } from "./seed.js";

export class Registry {
  private data = new Map<string, StoreData>();

  constructor(private readonly ctx: ReferenceContext) {
    this.reset();
    ctx.onReset(() => this.reset());
  }

  reset(): void {
    this.data = new Map(this.ctx.stores.all().map((s) => [s.id, seedStore(this.ctx.seed, s)]));
  }

  private fault(name: string): boolean {
    return this.ctx.faults.has(`identity-verification.${name}`);
  }

  now(): string {
    return new Date(this.ctx.clock.nowMs()).toISOString();
  }

  /** The store a request acts on: storeId when given, else the store the credential carries. */
  storeFor(caller: Store, storeId: unknown): StoreData {
    if (storeId === undefined && this.fault("default-store-other")) return this.data.get(this.ctx.stores.all().find((s) => s !== caller)!.id)!;
    if (storeId === undefined) return this.data.get(caller.id)!;
    if (typeof storeId !== "string") throw invalidRequest("storeId must be a string");
    if (storeId === caller.id && this.fault("own-store-id-refused")) throw invalidRequest("storeId is not valid");
    if (storeId === caller.id) return this.data.get(caller.id)!;
    // The reference's reading of AMBIGUITIES 17: a store that exists but is not the caller's is refused (403).
    if (this.data.has(storeId) && this.fault("foreign-store-500")) throw new TypeError("Cannot read properties of undefined (reading 'verifications')");
    if (this.data.has(storeId)) throw forbidden("the credential may not act on this store");
    throw invalidRequest("storeId is not a valid store id");
  }

  find(store: StoreData, id: string, missing: () => AreaError = notFound): Verification {
    const found = store.verifications.get(id)
      ?? (this.fault("stores-not-isolated") ? this.anywhere(id) : undefined);
    if (!found) throw missing();
    return found;
  }

  /** The one verification with this id in any store (control plane); undefined when none or ambiguous. */
  anywhere(id: string): Verification | undefined {
    const hits = [...this.data.values()].map((s) => s.verifications.get(id)).filter((v): v is Verification => !!v);
    return hits.length === 1 ? hits[0] : undefined;
  }

  store(storeId: string): StoreData | undefined {
    return this.data.get(storeId);
  }

  /** A new 6-digit OTP, never equal to the one it replaces. */
  static newOtp(previous?: string): string {
    let otp: string;
    do otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
    while (otp === previous);
    return otp;
  }
}
