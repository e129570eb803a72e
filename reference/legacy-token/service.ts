// Area D token rules as the spec states them: 30-minute lifetime, reuse before expiry, one 5-minute extension.
import { randomBytes } from "node:crypto";
import type { ScopedClock } from "../clock.js";
import type { FaultSet } from "../faults.js";

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
  private readonly credentials = new Map<string, LegacyCredential>();
  private readonly tokensByKey = new Map<string, IssuedToken>();
  private readonly tokensByValue = new Map<string, IssuedToken>();

  constructor(
    private readonly clock: ScopedClock,
    private readonly faults: FaultSet,
  ) {}

  addCredential(credential: LegacyCredential): void {
    this.credentials.set(credential.impKey, credential);
  }

  /** The secret of a known key (only faults use it, to accept a request without imp_secret). */
  secretOf(impKey: string): string | undefined {
    return this.credentials.get(impKey)?.impSecret;
  }

  /** The key whose secret this is (only faults use it, to accept a request without imp_key). */
  keyWithSecret(impSecret: string): string | undefined {
    return [...this.credentials.values()].find((c) => c.impSecret === impSecret)?.impKey;
  }

  removeCredential(impKey: string): void {
    this.credentials.delete(impKey);
    const token = this.tokensByKey.get(impKey);
    if (token) this.tokensByValue.delete(token.value);
    this.tokensByKey.delete(impKey);
  }

  /** Server time in seconds for a credential's clock. */
  now(impKey?: string): number {
    const scope = impKey === undefined ? undefined : this.credentials.get(impKey)?.clockScope;
    const skew = this.faults.has("legacy-token.clock-10-minutes-behind") ? 600 : 0;
    return this.clock.nowSeconds(scope) - skew;
  }

  /** Every token value handed out so far (the canary test looks for them in the reports). */
  issuedTokens(): string[] {
    return [...this.tokensByValue.keys()];
  }

  grant(impKey: string, impSecret: string): TokenGrant | undefined {
    const credential = this.credentialFor(impKey, impSecret);
    if (!credential) return undefined;
    if (credential.impSecret !== impSecret && !this.faults.has("legacy-token.secret-not-checked")) return undefined;
    const now = this.now(credential.impKey);
    const current = this.tokensByKey.get(impKey);
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
    return this.now(issued.impKey) < issued.enforcedUntil;
  }

  private credentialFor(impKey: string, impSecret: string): LegacyCredential | undefined {
    const known = this.credentials.get(impKey);
    if (known || !this.faults.has("legacy-token.unknown-key-accepted")) return known;
    const phantom = { impKey, impSecret };
    this.credentials.set(impKey, phantom);
    return phantom;
  }

  private reuse(token: IssuedToken, now: number): IssuedToken {
    const inWindow = token.expiresAt - now <= EXTENSION_WINDOW_SECONDS;
    const anyTime = this.faults.has("legacy-token.extension-any-time");
    if ((inWindow && !token.extended && !this.faults.has("legacy-token.no-extension")) || anyTime) {
      const by = this.faults.has("legacy-token.extension-600s") ? 600 : EXTENSION_SECONDS;
      token.expiresAt += by;
      if (!this.faults.has("legacy-token.extension-not-enforced")) token.enforcedUntil += by;
      token.extended = true;
    }
    return token;
  }

  private issue(impKey: string, now: number, previous: IssuedToken | undefined): IssuedToken {
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
