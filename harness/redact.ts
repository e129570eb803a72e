// Keeps secrets out of everything the suite records or prints: known values, secret keys, auth headers.
import { createHash } from "node:crypto";

/** JSON keys whose values are always secret, wherever they appear. */
const SECRET_KEYS = new Set(["imp_key", "imp_secret", "access_token", "authorization"]);
/** Header names always treated as credentials. */
const SECRET_HEADERS = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie"]);
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/=]+/gi;
/** Shorter values would redact ordinary words. */
const MIN_SECRET_LENGTH = 6;

/** A short, stable stand-in for a secret, so two values can be compared in a message without showing them. */
export function fingerprint(secret: string): string {
  return `#${createHash("sha256").update(secret).digest("hex").slice(0, 8)}`;
}

export class Redactor {
  private readonly values = new Map<string, string>();
  private readonly headers = new Set(SECRET_HEADERS);
  private pattern: RegExp | undefined;

  addSecret(value: string | undefined, label = "secret"): void {
    if (!value || value.length < MIN_SECRET_LENGTH || this.values.has(value)) return;
    this.values.set(value, `[REDACTED ${label} ${fingerprint(value)}]`);
    this.pattern = undefined;
  }

  addSecretHeader(name: string): void {
    this.headers.add(name.toLowerCase());
  }

  isSecretHeader(name: string): boolean {
    return this.headers.has(name.toLowerCase());
  }

  text(input: string): string {
    let out = input;
    if (this.values.size > 0) {
      this.pattern ??= new RegExp([...this.values.keys()].sort((a, b) => b.length - a.length).map(escape).join("|"), "g");
      out = out.replace(this.pattern, (m) => this.values.get(m) ?? "[REDACTED]");
    }
    return out.replace(BEARER, "$1 [REDACTED]");
  }

  /** A deep copy with secret keys replaced and every string passed through text(). */
  json(value: unknown, depth = 0): unknown {
    if (typeof value === "string") return this.text(value);
    if (depth > 64 || value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) return value.map((v) => this.json(v, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([k, v]) =>
      [k, SECRET_KEYS.has(k.toLowerCase()) && v !== null && v !== undefined ? this.secretStandIn(v) : this.json(v, depth + 1)]));
  }

  headerValue(name: string, value: string): string {
    return this.isSecretHeader(name) ? "[REDACTED]" : this.text(value);
  }

  /** Registers secret values found under secret keys of a parsed body (tokens the target hands out). */
  learnFrom(value: unknown, depth = 0): void {
    if (depth > 64 || value === null || typeof value !== "object") return;
    for (const [k, v] of Object.entries(value)) {
      if (SECRET_KEYS.has(k.toLowerCase()) && typeof v === "string") this.addSecret(v, k.toLowerCase());
      else this.learnFrom(v, depth + 1);
    }
  }

  private secretStandIn(v: unknown): string {
    return typeof v === "string" ? `[REDACTED ${fingerprint(v)}]` : "[REDACTED]";
  }
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The redactor of this process: every client and reporter path shares what it has learned. */
export const redactor = new Redactor();
