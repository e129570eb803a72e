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
    // Stryker disable next-line ArrowFunction: unfixed: the test-control reset (POST /__control/reset), no part of the spec; a run starts its own reference
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
    // Stryker disable next-line ConditionalExpression, StringLiteral: equivalent: a storeId that is no string is no store id either, refused 400 INVALID_REQUEST two lines below
    if (typeof storeId !== "string") throw invalidRequest("storeId must be a string");
    if (storeId === caller.id && this.fault("own-store-id-refused")) throw invalidRequest("storeId is not valid");
    if (storeId === caller.id) return this.data.get(caller.id)!;
    // The reference's reading of AMBIGUITIES 17: a store that exists but is not the caller's is refused (403).
    if (this.data.has(storeId) && this.fault("foreign-store-500")) throw new TypeError("Cannot read properties of undefined (reading 'verifications')");
    // Stryker disable next-line ConditionalExpression, StringLiteral: open B-OPEN-FOREIGN-STORE: another store's id may be refused 403 FORBIDDEN or, as an invalid store id, 400 INVALID_REQUEST
    if (this.data.has(storeId)) throw forbidden("the credential may not act on this store");
    // Stryker disable next-line StringLiteral: message: the spec fixes no error message
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
    // Stryker disable next-line ConditionalExpression: unfixed: only the test-control API and a fault look a verification up in every store
    return hits.length === 1 ? hits[0] : undefined;
  }

  store(storeId: string): StoreData | undefined {
    return this.data.get(storeId);
  }

  /** A new 6-digit OTP, never equal to the one it replaces. */
  static newOtp(previous?: string): string {
    // Stryker disable next-line StringLiteral: unfixed: the spec fixes no OTP format
    const draw = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
    let otp = draw();
    // Stryker disable next-line ConditionalExpression: equivalent: a new six-digit OTP equals the one it replaces in one draw of a million, which no run can wait for
    while (otp === previous) otp = draw();
    return otp;
  }
}
