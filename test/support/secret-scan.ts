// Searches every file under a directory (and extra texts) for secret values, their leak forms and patterns.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface Finding {
  where: string;
  secret: string;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

export function scanForSecrets(dir: string, texts: Record<string, string>, secrets: string[], patterns: RegExp[]): Finding[] {
  const sources: [string, string][] = [...Object.entries(texts), ...files(dir).map((f): [string, string] => [f, readFileSync(f, "latin1")])];
  const findings: Finding[] = [];
  for (const [where, text] of sources) {
    for (const s of secrets) if (text.includes(s)) findings.push({ where, secret: s });
    for (const p of patterns) {
      const m = new RegExp(p.source, "g").exec(text);
      if (m) findings.push({ where, secret: m[0] });
    }
  }
  return findings;
}

/** The text forms a leaked secret takes: raw, JSON-escaped, URL-encoded both ways (found case-insensitively). */
export function textForms(secret: string): string[] {
  return [...new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret), new URLSearchParams({ v: secret }).toString().slice(2)])];
}

/** The base64 characters that stand for the secret alone, at each of the 3 byte alignments it can take in a longer text. */
export function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret);
  return [0, 1, 2].map((k) => Buffer.concat([Buffer.alloc(k), bytes]).toString("base64").slice(Math.ceil((8 * k) / 6), Math.floor((8 * (k + bytes.length)) / 6)));
}

/**
 * Searches for every form of the secrets (text forms case-insensitively, so upper-cased echoes count, base64 as it
 * is) and for each of `prefixes` (the first 8 or more characters of a secret) anywhere, so a cut secret counts too.
 */
export function scanForLeaks(dir: string, texts: Record<string, string>, secrets: string[], prefixes: string[] = []): Finding[] {
  const sources: [string, string][] = [...Object.entries(texts), ...files(dir).map((f): [string, string] => [f, readFileSync(f, "latin1")])];
  const caseless = [...secrets.flatMap(textForms), ...prefixes].map((f) => f.toLowerCase());
  const exact = secrets.flatMap(base64Forms);
  const findings: Finding[] = [];
  for (const [where, text] of sources) {
    const lower = text.toLowerCase();
    for (const form of caseless) if (lower.includes(form)) findings.push({ where, secret: form });
    for (const form of exact) if (text.includes(form)) findings.push({ where, secret: form });
  }
  return findings;
}
