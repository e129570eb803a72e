// The spec's own words pass the redactor whole (they hold no secret), while a credential with a real value in the same
// shape is still hidden: the redactor decides by what a secret is, not by where a text comes from.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { catalogue } from "../../harness/spec/catalogue.js";
import { pendingReason } from "../../harness/tests/conformance-test.js";
import { Redactor } from "../../harness/secrets/redact.js";

/** Every string of the fixtures that quote the spec, and every line of the spec and of its list of ambiguities. */
function specWords(): string[] {
  const words: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === "string") words.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  for (const dir of ["requirements", "open-points", "error-tables", "spec-tables"]) {
    for (const f of readdirSync(join(ROOT, "fixtures", dir))) if (f.endsWith(".json")) walk(JSON.parse(readFileSync(join(ROOT, "fixtures", dir, f), "utf8")));
  }
  for (const f of ["service-interface-spec.md", "AMBIGUITIES.md"]) words.push(...readFileSync(join(ROOT, "fixtures", "spec", f), "utf8").split("\n"));
  return words;
}

const r = new Redactor();
r.addSecret("configured-credential-1", "credential");
r.addSecret("learned-token-abcdef", "access_token");

describe("spec words and secrets", () => {
  test("no quote of the spec, open point or line of the spec is changed by the redactor", () => {
    const words = specWords();
    expect(words.length).toBeGreaterThan(1000);
    expect(words.some((w) => w.includes("Authorization: Bearer <ACCESS_TOKEN>"))).toBe(true);
    expect(words.filter((w) => r.text(w) !== w)).toEqual([]);
  });

  test("pending reasons quote their open points whole", () => {
    const changed = [...catalogue().openPoints.values()].map(pendingReason).filter((reason) => r.text(reason) !== reason);
    expect(changed).toEqual([]);
  });

  test.each([
    ["a header line with a token", "Authorization: Bearer abcDEF123456ghi", "abcDEF123456ghi"],
    ["a header line with a short token", "authorization: Bearer x7", "x7"],
    ["a header line with a scheme-less value", "Authorization: abcDEF123456", "abcDEF123456"],
    ["a JSON secret key", '{"access_token":"Bearer"}x{"imp_secret":"s3cr3t-value"}', "s3cr3t-value"],
    ["a learned token quoted with the spec's words", "Authorization: Bearer learned-token-abcdef", "learned-token-abcdef"],
    ["a configured secret", "the spec says Bearer <ACCESS_TOKEN>, the run sent configured-credential-1", "configured-credential-1"],
  ])("still hides %s", (_what, text, secret) => {
    expect(r.text(text)).not.toContain(secret);
  });
});
