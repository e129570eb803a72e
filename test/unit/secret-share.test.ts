// Secrets learned by one process of a run reach every other through the run's share file.
import { appendFileSync, existsSync, rmSync, statSync } from "node:fs";
import { afterEach, describe, expect, test } from "vitest";
import { Redactor, fingerprint } from "../../harness/secrets/redact.js";
import { SecretShare } from "../../harness/secrets/secret-share.js";
import { createRunScratch, type RunScratch } from "../../harness/run/run-scratch.js";

let scratch: RunScratch | undefined;
afterEach(() => scratch?.remove());
/** The run's share file, as the main process makes it. */
const createShare = () => {
  scratch = createRunScratch();
  return { path: scratch.secretsPath };
};

describe("the run's secret share", () => {
  test("is an owner-only file in an owner-only directory, removed at the end", () => {
    const run = createRunScratch();
    expect(statSync(run.dir).mode & 0o777).toBe(0o700);
    expect(statSync(run.secretsPath).mode & 0o777).toBe(0o600);
    run.remove();
    expect(existsSync(run.dir)).toBe(false);
  });

  test("makes a token learned by one redactor known to another", () => {
    const file = createShare();
    const worker = new Redactor();
    const reporter = new Redactor();
    worker.shareAt(file.path);
    reporter.shareAt(file.path);
    worker.learnFrom({ response: { access_token: "token-from-area-d-1" } });
    expect(reporter.text("echoed token-from-area-d-1 in area C")).toBe(
      `echoed [REDACTED access_token ${fingerprint("token-from-area-d-1")}] in area C`);
  });

  test("hands over the secrets a redactor knew before it joined", () => {
    const file = createShare();
    const early = new Redactor();
    early.addSecret("known-before-joining", "imp_key");
    early.shareAt(file.path);
    const late = new Redactor();
    late.shareAt(file.path);
    expect(late.text("known-before-joining")).toContain("[REDACTED imp_key");
  });

  test("is read once for a batch of redactions (atOnce), with what was shared before the batch began, and again after", () => {
    const file = createShare();
    const [worker, views] = [new Redactor(), new Redactor()];
    worker.shareAt(file.path);
    views.shareAt(file.path);
    worker.addSecret("shared-before-the-batch", "access_token");
    const inBatch = views.atOnce(() => {
      worker.addSecret("shared-during-the-batch", "access_token");
      return views.text("shared-before-the-batch shared-during-the-batch");
    });
    expect(inBatch).toBe(`[REDACTED access_token ${fingerprint("shared-before-the-batch")}] shared-during-the-batch`);
    expect(views.text("shared-during-the-batch")).toContain("[REDACTED access_token");
  });

  test("reads a line only once it is complete", () => {
    const file = createShare();
    const share = new SecretShare(file.path);
    const value = Buffer.from("half-written-secret").toString("base64");
    appendFileSync(file.path, `#00000000\tcredential\t0\t${value.slice(0, 6)}`);
    expect(share.newSecrets()).toEqual([]);
    appendFileSync(file.path, `${value.slice(6)}\n`);
    expect(share.newSecrets()).toEqual([{ label: "credential", open: false, value: "half-written-secret" }]);
    expect(share.newSecrets()).toEqual([]);
  });

  test("writes each secret once", () => {
    const file = createShare();
    const a = new Redactor();
    const b = new Redactor();
    a.shareAt(file.path);
    b.shareAt(file.path);
    a.addSecret("written-once-secret", "credential");
    b.addSecret("written-once-secret", "credential");
    const lines = new SecretShare(file.path).newSecrets();
    expect(lines).toHaveLength(1);
  });

  test("reads a file that appears later, and one deleted and made again at its path from its start", () => {
    const file = createShare();
    rmSync(file.path, { force: true });
    const share = new SecretShare(file.path);
    const line = (v: string) => `#00000000\tcredential\t0\t${Buffer.from(v).toString("base64")}\n`;
    expect(share.newSecrets()).toEqual([]);
    appendFileSync(file.path, line("appeared-later-secret"));
    expect(share.newSecrets().map((s) => s.value)).toEqual(["appeared-later-secret"]);
    rmSync(file.path);
    appendFileSync(file.path, line("made-again-secret"));
    expect(share.newSecrets().map((s) => s.value)).toEqual(["made-again-secret"]);
  });
});
