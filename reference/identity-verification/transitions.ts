// The state table of area B: send, confirm and resend, with the errors the spec lists for each.
import { createHash } from "node:crypto";
import type { FaultSet } from "../faults.js";
import type { Store } from "../stores.js";
import { alreadySent, alreadyVerified, channelNotFound, invalidRequest, notFound, notSent, pgProvider } from "./errors.js";
import { identityNumberFor, verifiedCustomer } from "./customers.js";
import type { Verification } from "./model.js";
import { Registry } from "./registry.js";
import { channelKeys } from "./seed.js";
import type { SendRequest } from "./validation.js";

export class Transitions {
  constructor(
    private readonly registry: Registry,
    private readonly faults: FaultSet,
  ) {}

  private fault(name: string): boolean {
    return this.faults.has(`identity-verification.${name}`);
  }

  /** Sends SMS or APP; an id the store does not know yet is created (the reference's reading of AMBIGUITIES 14). */
  send(caller: Store, id: string, req: SendRequest): void {
    const store = this.registry.storeFor(caller, this.fault("send-store-id-ignored") ? undefined : req.storeId);
    const fallback = this.fault("unknown-channel-accepted") ? store.channels.get(channelKeys(store.storeId).TEST) : undefined;
    const channel = store.channels.get(req.channelKey) ?? fallback;
    if (!channel) throw channelNotFound();
    const existing = store.verifications.get(id);
    if (existing?.status === "VERIFIED" && !this.fault("send-on-verified-accepted")) {
      throw this.fault("verified-send-409-sent") ? alreadySent() : alreadyVerified();
    }
    // Stryker disable next-line ConditionalExpression, StringLiteral: equivalent: a VERIFIED verification was refused above; the check matters only under the fault send-on-verified-accepted
    if (existing?.sentThroughApi && existing.status !== "VERIFIED" && !this.fault("send-allowed-twice")) throw alreadySent();
    // Stryker disable next-line StringLiteral: message: pgCode and pgMessage are the provider's; the spec fixes only that they are strings
    if (channel.alwaysFails) throw pgProvider("PROVIDER_A_UNAVAILABLE", "the provider did not accept the request (test-only failing channel)");
    const now = this.registry.now();
    const v: Verification = existing ?? {
      id, storeId: store.storeId, requestedAt: now, statusChangedAt: now,
      // Stryker disable next-line StringLiteral, BooleanLiteral, ArrayDeclaration: equivalent: Object.assign below sets them (only a fault reads expiredOtps)
      status: "READY", updatedAt: now, sentThroughApi: false, appCompleted: false, expiredOtps: [],
    };
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open B-OPEN-STATUS-AFTER-SEND: which status a send leaves, and so whether the status changed, is open
    if (v.status !== "READY") v.statusChangedAt = now;
    const { id: customerId, name, phoneNumber, identityNumber } = req.customer;
    Object.assign(v, {
      status: "READY", channel: this.fault("channel-recorded-wrong") ? store.channels.get(channelKeys(store.storeId).LIVE) : channel,
      customData: req.customData, method: req.method, operator: req.operator, identityNumber, sentThroughApi: true, appCompleted: false,
      // Stryker disable next-line ConditionalExpression, EqualityOperator, ObjectLiteral: open B-OPEN-REQUESTED-CUSTOMER: requestedCustomer is optional, and each of its fields
      requestedCustomer: { ...(customerId !== undefined ? { id: customerId } : {}), name, phoneNumber },
      // Stryker disable next-line ConditionalExpression: equivalent: an APP verification's OTP is never read (confirm of APP takes none, resend of APP is refused)
      otp: req.method === "SMS" ? Registry.newOtp(v.otp) : undefined, verified: undefined, updatedAt: now,
    });
    store.verifications.set(id, v);
  }

  confirm(caller: Store, id: string, storeId: unknown, otp: string | undefined): Verification {
    const v = this.registry.find(this.registry.storeFor(caller, storeId), id, this.fault("confirm-unknown-not-sent") ? notSent : notFound);
    if (v.status === "VERIFIED") {
      const again = v.sentThroughApi ? this.fault("confirm-twice-succeeds") : this.fault("verified-elsewhere-confirm-succeeds");
      if (again) return v;
      throw alreadyVerified();
    }
    if (!v.sentThroughApi) throw this.fault("confirm-before-send-409") ? alreadyVerified() : notSent();
    if (v.method === "SMS") this.checkOtp(v, otp);
    else {
      if (otp === undefined && this.fault("app-confirm-requires-otp")) throw invalidRequest("otp is required");
      if (!v.appCompleted && !this.fault("app-confirm-without-completion")) {
        // Stryker disable next-line StringLiteral: message: the spec fixes no error message
        throw invalidRequest("the verification has not been completed in the authentication app");
      }
    }
    const now = this.registry.now();
    const done: Verification = {
      ...v, status: "VERIFIED", updatedAt: now, statusChangedAt: now, otp: undefined,
      verified: {
        // Stryker disable next-line LogicalOperator, StringLiteral: unfixed: the verified customer and the provider's transaction come from the provider; the spec fixes their types, not their values
        customer: verifiedCustomer(v.storeId, v.requestedCustomer ?? {}, v.identityNumber ?? identityNumberFor(`${v.storeId}:${v.id}`)),
        // Stryker disable next-line MethodExpression, StringLiteral: unfixed: the verified customer and the provider's transaction come from the provider; the spec fixes their types, not their values
        verifiedAt: now, pgTxId: `pgtx-${createHash("sha256").update(`${v.storeId}:${v.id}:${now}`).digest("hex").slice(0, 20)}`,
        // Stryker disable next-line ObjectLiteral, StringLiteral: unfixed: the verified customer and the provider's transaction come from the provider; the spec fixes their types, not their values
        pgRawResponse: JSON.stringify({ result: "SUCCESS", provider: "PROVIDER_A", method: v.method }),
      },
    };
    if (!this.fault("confirm-not-persisted")) this.registry.store(v.storeId)!.verifications.set(v.id, done);
    return done;
  }

  private checkOtp(v: Verification, otp: string | undefined): void {
    // Without otp it matches no OTP sent, and is refused below.
    if (otp === undefined && this.fault("confirm-without-otp-accepted")) return;
    const expiredButAccepted = this.fault("old-otp-valid-after-resend") && otp !== undefined && v.expiredOtps.includes(otp);
    if (otp !== v.otp && !expiredButAccepted && !this.fault("wrong-otp-accepted")) {
      // Stryker disable next-line StringLiteral: message: the spec fixes no error message
      throw invalidRequest("otp does not match");
    }
  }

  resend(caller: Store, id: string, storeId: unknown): void {
    const v = this.registry.find(this.registry.storeFor(caller, storeId), id, this.fault("confirm-unknown-not-sent") ? notSent : notFound);
    if (v.status === "VERIFIED") {
      const allowed = v.sentThroughApi ? this.fault("resend-on-verified-accepted") : this.fault("resend-verified-elsewhere-accepted");
      if (allowed) return;
      throw alreadyVerified();
    }
    if (!v.sentThroughApi && !this.fault("resend-before-send-accepted")) throw notSent();
    if (v.method !== "SMS" && !this.fault("resend-allowed-for-app")) {
      // Stryker disable next-line StringLiteral: message: the spec fixes no error message
      throw invalidRequest("resend is available for the SMS method only");
    }
    if (v.otp && this.fault("old-otp-valid-after-resend")) v.expiredOtps.push(v.otp);
    if (!this.fault("resend-keeps-otp")) v.otp = Registry.newOtp(v.otp);
    v.updatedAt = this.registry.now();
  }
}
