// Area D token rules as the spec states them: 30-minute lifetime, reuse before expiry, one 5-minute extension.
import { randomBytes } from "node:crypto";
import type { ScopedClock } from "../clock.js";
import type { FaultSet } from "../faults.js";
import { phantomCredential } from "./fault-paths.js";

export const LIFETIME_SECONDS = 1800;
export const EXTENSION_WINDOW_SECONDS = 60;
export const EXTENSION_SECONDS = 300;

export interface LegacyCredential {
  impKey: string;
  impSecret: string;
  /** Clock scope of the credential; credentials made by the clock control live on their own clock. */
  clockScope?: string;
}

interface IssuedToken {
  value: string;
  impKey: string;
  issuedAt: number;
  expiresAt: number;
  /** The expiry the token is really refused at; differs from expiresAt only under faults. */
  enforcedUntil: number;
  extended: boolean;
}

export interface TokenGrant {
  accessToken: string;
  now: number;
  expiredAt: number;
}

export class LegacyTokenService {
  /** The key pairs it accepts, by imp_key. */
  readonly credentials = new Map<string, LegacyCredential>();
  private readonly tokensByKey = new Map<string, IssuedToken>();
  private readonly tokensByValue = new Map<string, IssuedToken>();

  constructor(
    private readonly clock: ScopedClock,
    private readonly faults: FaultSet,
  ) {}

  addCredential(credential: LegacyCredential): void {
    this.credentials.set(credential.impKey, credential);
  }

  // Stryker disable next-line BlockStatement: unfixed: the test-clock control is no part of the spec; a deleted clock's key pair is never used again
  removeCredential(impKey: string): void {
    this.credentials.delete(impKey);
    const token = this.tokensByKey.get(impKey);
    // Stryker disable next-line ConditionalExpression: unfixed: the test-clock control is no part of the spec; a deleted clock's token is never used again
    if (token) this.tokensByValue.delete(token.value);
    this.tokensByKey.delete(impKey);
  }

  /** Server time in seconds on the clock of a key pair the service holds. */
  now(impKey: string): number {
    const now = this.clock.nowSeconds(this.credentials.get(impKey)!.clockScope);
    return this.faults.has("legacy-token.clock-10-minutes-behind") ? now - 600 : now;
  }

  /** Every token value handed out so far (the canary test looks for them in the reports). */
  // Stryker disable next-line BlockStatement: unfixed: read in-process by the secrets canary meta-test, never served
  issuedTokens(): string[] {
    // Stryker disable next-line ArrayDeclaration: unfixed: read in-process by the secrets canary meta-test, never served
    return [...this.tokensByValue.keys()];
  }

  grant(impKey: string, impSecret: string): TokenGrant | undefined {
    const credential = this.credentials.get(impKey)
      ?? (this.faults.has("legacy-token.unknown-key-accepted") ? phantomCredential(this.credentials, impKey, impSecret) : undefined);
    // Stryker disable next-line ConditionalExpression: open D-OPEN-WRONG-CREDENTIALS: only that no token is issued is firm (without this line an unknown imp_key is answered 500, still without a token)
    if (!credential) return undefined;
    if (credential.impSecret !== impSecret && !this.faults.has("legacy-token.secret-not-checked")) return undefined;
    const now = this.now(credential.impKey);
    const current = this.tokensByKey.get(impKey);
    // Stryker disable next-line EqualityOperator: open D-OPEN-AT-EXPIRY: whether a token request at the second of expired_at comes before or after expiry is open
    const token = current && now < current.expiresAt && !this.faults.has("legacy-token.new-token-every-request")
      ? this.reuse(current, now)
      : this.issue(impKey, now, current);
    return { accessToken: token.value, now, expiredAt: token.expiresAt };
  }

  /** True when a bearer token is known and not expired on its credential's clock. */
  accepts(token: string): boolean {
    if (this.faults.has("legacy-token.valid-token-rejected")) return false;
    const issued = this.tokensByValue.get(token);
    if (!issued) return false;
    if (this.faults.has("legacy-token.expired-token-accepted")) return true;
    // Stryker disable next-line EqualityOperator: open D-OPEN-AT-EXPIRY: whether a token is still valid at the second of expired_at is open
    return this.now(issued.impKey) < issued.enforcedUntil;
  }

  private reuse(token: IssuedToken, now: number): IssuedToken {
    // Stryker disable next-line EqualityOperator: open D-OPEN-EXTENSION-BOUNDARY: whether exactly 60 s before expiry is "within 1 minute" is open
    const inWindow = token.expiresAt - now <= EXTENSION_WINDOW_SECONDS;
    const anyTime = this.faults.has("legacy-token.extension-any-time");
    if ((inWindow && !token.extended && !this.faults.has("legacy-token.no-extension")) || anyTime) {
      const by = this.faults.has("legacy-token.extension-600s") ? 600 : EXTENSION_SECONDS;
      token.expiresAt += by;
      if (!this.faults.has("legacy-token.extension-not-enforced")) token.enforcedUntil += by;
      // Stryker disable next-line BooleanLiteral: open D-OPEN-SECOND-EXTENSION: whether an extended token can be extended again is open
      token.extended = true;
    }
    return token;
  }

  private issue(impKey: string, now: number, previous: IssuedToken | undefined): IssuedToken {
    // Stryker disable next-line ConditionalExpression: equivalent: a token is only reissued after it expired, and an expired token stays refused by its own expiry
    if (previous) this.tokensByValue.delete(previous.value);
    const lifetime = this.faults.has("legacy-token.lifetime-3600s") ? 3600 : LIFETIME_SECONDS;
    const reissue = previous && this.faults.has("legacy-token.expired-token-reissued");
    const value = reissue ? previous.value : `reftoken-${randomBytes(20).toString("hex")}`;
    const enforcedUntil = this.faults.has("legacy-token.enforces-600s") ? now + 600 : now + lifetime;
    const token: IssuedToken = { value, impKey, issuedAt: now, expiresAt: now + lifetime, enforcedUntil, extended: false };
    this.tokensByKey.set(impKey, token);
    this.tokensByValue.set(value, token);
    return token;
  }
}
