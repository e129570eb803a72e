// Keeps secrets out of everything the suite records or prints: known values in every form, secret keys, credentials, userinfo.
import { createHash } from "node:crypto";
import { HarnessError } from "../outcomes/errors.js";
import { FormScanner, MIN_SECRET_LENGTH } from "./secret-forms.js";
import { SECRET_KEYS, keyedValues, redactKeyedValues, redactSchemeTokens, redactUserinfo } from "./secret-patterns.js";
import { SecretShare } from "./secret-share.js";
import { MAX_VIEW_DEPTH } from "./bounded-text.js";

export { MIN_SECRET_LENGTH };
/** Header names always treated as credentials. */
const SECRET_HEADERS = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie"]);
/**
 * Secret values learned from one body at most: a token answer holds one, and a target that fills a body with thousands
 * would make every process of the run learn, share and search for each (seconds a body). The values past it are still
 * redacted where they stand, under their keys; only their echoes elsewhere go unsearched, and they are the target's
 * inventions, not credentials the suite uses.
 */
const MAX_LEARNED_PER_BODY = 16;
/** Longer secrets (a 1 MiB token) are kept cut to this length; a match of the cut part runs on over the token. */
const KEPT_SECRET_CHARS = 1024;

/** A short, stable stand-in for a secret, so two values can be compared in a message without showing them. */
export function fingerprint(secret: string): string {
  return `#${createHash("sha256").update(secret).digest("hex").slice(0, 8)}`;
}

/** A configured secret too short to be redacted without redacting ordinary words (exit 2, the variable named). */
export class SecretTooShortError extends HarnessError {
  constructor(readonly variable: string) {
    super(`${variable} is shorter than ${MIN_SECRET_LENGTH} characters, too short to be kept out of the reports`,
      `use the real credential in ${variable}; a value of at least ${MIN_SECRET_LENGTH} characters`);
  }
}

/** For the configuration loader: refuses a secret the redactor could not tell from ordinary text. */
export function assertRedactable(value: string, variable: string): void {
  if (value.length < MIN_SECRET_LENGTH) throw new SecretTooShortError(variable);
}

export class Redactor {
  /** Every known secret; `shared` when it came from (or went to) the run's share file. */
  private readonly values = new Map<string, { label: string; open: boolean; shared: boolean }>();
  private readonly headers = new Set(SECRET_HEADERS);
  private readonly scanner = new FormScanner();
  private share: SecretShare | undefined;
  /** Inside atOnce(): the share was read as it began. */
  private holding = 0;

  /** Remembers a secret; values shorter than MIN_SECRET_LENGTH are ignored (the configuration refuses them). */
  addSecret(value: string | undefined, label = "secret", open = false): void {
    if (!value || value.length < MIN_SECRET_LENGTH) return;
    const kept = value.length > KEPT_SECRET_CHARS ? value.slice(0, KEPT_SECRET_CHARS) : value;
    if (this.values.has(kept)) return; // a token seen again (every answer of a session): nothing to read or write
    this.sync();
    if (this.remember(kept, label, open || kept !== value, false)) this.publish(kept);
  }

  addSecretHeader(name: string): void {
    this.headers.add(name.toLowerCase());
  }

  isSecretHeader(name: string): boolean {
    return this.headers.has(name.toLowerCase());
  }

  /** From now on, secrets are shared with every process of the run through the file at `path`. */
  shareAt(path: string): void {
    this.share?.close();
    this.share = new SecretShare(path);
    this.sync();
    for (const value of this.values.keys()) this.publish(value);
  }

  /** How many secrets this redactor knows (with those shared so far): it only ever grows. */
  knownCount(): number {
    this.sync();
    return this.values.size;
  }

  /** A scanner of the secrets learned after the first `known` (as knownCount() counted them). */
  scannerOfSecretsAfter(known: number): FormScanner {
    const scanner = new FormScanner();
    for (const [value, { label, open }] of [...this.values].slice(known)) scanner.add(value, `[REDACTED ${label} ${fingerprint(value)}]`, open);
    return scanner;
  }

  /**
   * Runs `fn` (synchronous) with the secrets known as it starts: one look at the run's share for all its redactions
   * (the views of a test's exchanges redact every header and body, and each look is a system call).
   */
  atOnce<T>(fn: () => T): T {
    this.sync();
    this.holding++;
    try {
      return fn();
    } finally {
      this.holding--;
    }
  }

  text(input: string): string {
    this.sync();
    return this.redactText(input);
  }

  /**
   * Only the known secrets, in every form (no credential-shaped patterns): for text the suite itself wrote whole, such
   * as the command's own output, where "digest <sha256>" is a digest, not a Digest credential.
   */
  knownSecrets(input: string): string {
    this.sync();
    return this.scanner.replace(input);
  }

  /** A deep copy with secret keys replaced and every string passed through text(). */
  json(value: unknown, depth = 0): unknown {
    if (depth === 0) this.sync();
    if (typeof value === "string") return this.redactText(value);
    if (value === null || typeof value !== "object") return value;
    // Deeper than any view prints (and than the walk may recurse): left out, never passed on unredacted.
    if (depth >= MAX_VIEW_DEPTH) return NESTED_TOO_DEEP;
    if (Array.isArray(value)) return value.map((v) => this.json(v, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([k, v]) =>
      [this.redactText(k), SECRET_KEYS.has(k.toLowerCase()) && v !== null && v !== undefined ? secretStandIn(v) : this.json(v, depth + 1)]));
  }

  /** A whole body, redacted before anything cuts or parses it; JSON keeps its shape (compact when `compact`). */
  body(raw: string, compact = false): string {
    this.sync();
    try {
      return JSON.stringify(this.json(JSON.parse(raw)), null, compact ? undefined : 2);
    } catch {
      return this.redactText(raw);
    }
  }

  headerValue(name: string, value: string): string {
    return this.isSecretHeader(name) ? "[REDACTED]" : this.text(value);
  }

  /**
   * Registers secret values found under secret keys of a parsed body (tokens the target hands out). False when the
   * body nests deeper than the walk goes: its text is then searched instead (learnFromText).
   */
  learnFrom(value: unknown, depth = 0, budget = { values: MAX_LEARNED_PER_BODY }): boolean {
    if (value === null || typeof value !== "object" || budget.values <= 0) return true;
    if (depth >= MAX_VIEW_DEPTH) return false;
    let whole = true;
    // Runs on every body: no entry arrays, and arrays walked without their indices.
    if (Array.isArray(value)) {
      for (const v of value as unknown[]) whole = this.learnFrom(v, depth + 1, budget) && whole;
      return whole;
    }
    for (const k of Object.keys(value)) {
      const v = (value as Record<string, unknown>)[k];
      const key = k.toLowerCase();
      if (SECRET_KEYS.has(key) && typeof v === "string") {
        if (budget.values-- > 0) this.addSecret(v, key);
      } else whole = this.learnFrom(v, depth + 1, budget) && whole;
    }
    return whole;
  }

  /** The same for a body that is no JSON or was cut at the size cap: secret keys found in the raw text. */
  learnFromText(text: string): void {
    for (const { key, value, cut } of keyedValues(text).slice(0, MAX_LEARNED_PER_BODY)) this.addSecret(value, key, cut);
  }

  /** The password of a URL's userinfo (the URL itself is always printed without it). */
  learnFromUrl(url: string): void {
    try {
      this.addSecret(decodeURIComponent(new URL(url).password), "url password");
    } catch {
      // not a URL: nothing to learn
    }
  }

  private redactText(input: string): string {
    return redactUserinfo(redactSchemeTokens(redactKeyedValues(this.scanner.replace(input))));
  }

  private remember(value: string, label: string, open: boolean, shared: boolean): boolean {
    if (this.values.has(value)) return false;
    this.values.set(value, { label, open, shared });
    this.scanner.add(value, `[REDACTED ${label} ${fingerprint(value)}]`, open);
    return true;
  }

  private publish(value: string): void {
    const known = this.values.get(value)!;
    if (!this.share || known.shared) return;
    this.share.append({ label: known.label, value, open: known.open }, fingerprint(value));
    known.shared = true;
  }

  private sync(): void {
    if (this.holding > 0) return;
    for (const s of this.share?.newSecrets() ?? []) {
      if (!this.remember(s.value, s.label, s.open, true)) this.values.get(s.value)!.shared = true;
    }
  }
}

const NESTED_TOO_DEEP = `[nested deeper than ${MAX_VIEW_DEPTH} levels: not shown]`;

function secretStandIn(v: unknown): string {
  return typeof v === "string" ? `[REDACTED ${fingerprint(v)}]` : "[REDACTED]";
}

/** The redactor of this process: every client and reporter path shares what it has learned. */
export const redactor = new Redactor();

/** Shares the secrets of `r` (by default this process's redactor) with every process using the same file. */
export function shareSecretsAt(path: string, r: Redactor = redactor): void {
  r.shareAt(path);
}

