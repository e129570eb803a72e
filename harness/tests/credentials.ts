// Credential variants for 401 and isolation checks: none, a wrong one of the configured shape, and another store's client.
import { credentialParts, type HeaderLine } from "../config/config.js";
import type { Conformance } from "./conformance-test.js";
import type { HttpClient } from "../http/http.js";

/**
 * The configured header with a made-up value: the same header name and scheme word (when it has one), the value
 * drawn from the test's seeded faker, so a run with the same seed sends the same wrong credential.
 */
export function wrongCredential(t: Conformance, configured: HeaderLine | undefined = t.run.config.apiAuth): HeaderLine {
  const wrong = ({ more: _, ...part }: HeaderLine): HeaderLine => {
    const scheme = /^(\S+)\s+\S/.exec(part.value)?.[1];
    const made = `conformance-wrong-${t.faker.string.alphanumeric(32)}`;
    return { ...part, value: scheme ? `${scheme} ${made}` : made };
  };
  // Every part of a credential of several is made up, so none of them can let the request through.
  const line = configured ?? { name: "Authorization", value: "Bearer x" };
  const first = wrong(line);
  return line.more ? { ...first, more: line.more.map(wrong) } : first;
}

/** A credential of several parts with part `index` (0: the first) made up as wrongCredential makes it, the others as configured. */
export function onePartWrong(t: Conformance, configured: HeaderLine, index: number): HeaderLine {
  const parts = credentialParts(configured).map((p, i) => (i === index ? wrongCredential(t, p) : p));
  return { ...parts[0]!, more: parts.slice(1) };
}

/** The ways a request lacks a valid credential, each a test of the 401 family of areas B and C. */
export type InvalidCredential = "noCredential" | "wrongCredential";

export interface InvalidCredentialVariant {
  kind: InvalidCredential;
  /** How titles and failures say it: "without a credential". */
  words: string;
  /** The header to send in the configured one's place; null sends none. */
  auth(t: Conformance): HeaderLine | null;
}

/** No credential, then a wrong one (drawn from the test's faker, so a seed sends the same one). */
export const INVALID_CREDENTIALS: readonly InvalidCredentialVariant[] = [
  { kind: "noCredential", words: "without a credential", auth: () => null },
  { kind: "wrongCredential", words: "with a wrong credential", auth: (t) => wrongCredential(t) },
];

/** {base_url} with the second store's credential (tests declare needsCredentials: ["apiAuthOtherStore"]). */
export const otherStore = (t: Conformance): HttpClient => t.client(t.run.target.baseUrl, t.run.config.apiAuthOtherStore);
