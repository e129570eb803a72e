// Secrets learned by one process of a run reach every other through the run's share file.
import { appendFileSync, existsSync, statSync } from "node:fs";
import { afterEach, describe, expect, test } from "vitest";
import { Redactor, fingerprint } from "../../harness/redact.js";
import { SECRET_SHARE_ENV, SecretShare, createSecretShareFile, type SecretShareFile } from "../../harness/secret-share.js";

let file: SecretShareFile | undefined;
afterEach(() => file?.remove());

describe("the run's secret share", () => {
  test("is an owner-only file named in the environment, removed at the end", () => {
    file = createSecretShareFile();
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
    expect(process.env[SECRET_SHARE_ENV]).toBe(file.path);
    file.remove();
    expect(existsSync(file.path)).toBe(false);
    expect(process.env[SECRET_SHARE_ENV]).toBeUndefined();
  });

  test("makes a token learned by one redactor known to another", () => {
    file = createSecretShareFile();
    const worker = new Redactor();
    const reporter = new Redactor();
    worker.shareAt(file.path);
    reporter.shareAt(file.path);
    worker.learnFrom({ response: { access_token: "token-from-area-d-1" } });
    expect(reporter.text("echoed token-from-area-d-1 in area C")).toBe(
      `echoed [REDACTED access_token ${fingerprint("token-from-area-d-1")}] in area C`);
  });

  test("hands over the secrets a redactor knew before it joined", () => {
    file = createSecretShareFile();
    const early = new Redactor();
    early.addSecret("known-before-joining", "imp_key");
    early.shareAt(file.path);
    const late = new Redactor();
    late.shareAt(file.path);
    expect(late.text("known-before-joining")).toContain("[REDACTED imp_key");
  });

  test("reads a line only once it is complete", () => {
    file = createSecretShareFile();
    const share = new SecretShare(file.path);
    const value = Buffer.from("half-written-secret").toString("base64");
    appendFileSync(file.path, `#00000000\tcredential\t0\t${value.slice(0, 6)}`);
    expect(share.newSecrets()).toEqual([]);
    appendFileSync(file.path, `${value.slice(6)}\n`);
    expect(share.newSecrets()).toEqual([{ label: "credential", open: false, value: "half-written-secret" }]);
    expect(share.newSecrets()).toEqual([]);
  });

  test("writes each secret once", () => {
    file = createSecretShareFile();
    const a = new Redactor();
    const b = new Redactor();
    a.shareAt(file.path);
    b.shareAt(file.path);
    a.addSecret("written-once-secret", "credential");
    b.addSecret("written-once-secret", "credential");
    const lines = new SecretShare(file.path).newSecrets();
    expect(lines).toHaveLength(1);
  });
});
