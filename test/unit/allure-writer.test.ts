// The Allure results writer: every file redacted, attachments cut at the per-test and per-run budgets with a note.
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { InMemoryWriter } from "allure-js-commons/sdk/reporter";
import type { TestResult } from "allure-js-commons";
import { plainWriter, previousResultsOf, redactingWriter, setAsidePreviousResults } from "../../harness/report/allure-writer.js";
import { Redactor } from "../../harness/secrets/redact.js";

const SECRET = "allure-writer-secret-42";

function writer(perTest = 1000, perRun = 10_000) {
  const r = new Redactor();
  r.addSecret(SECRET, "credential");
  const inner = new InMemoryWriter();
  return { inner, out: redactingWriter(inner, { perTest, perRun }, r) };
}
const text = (inner: InMemoryWriter, name: string) => inner.attachments[name]!.toString("utf8");
const result = (message: string) => ({ uuid: "u1", name: "t", statusDetails: { message }, steps: [], attachments: [] }) as unknown as TestResult;

describe("redacting Allure writer", () => {
  test("redacts results, environment and attachments, also those copied from a file", () => {
    const { inner, out } = writer();
    out.writeResult(result(`token ${SECRET} echoed`));
    out.writeEnvironmentInfo({ note: `Bearer ${SECRET}` });
    out.writeAttachment("a-attachment.txt", Buffer.from(`body ${SECRET}`));
    const file = join(mkdtempSync(join(tmpdir(), "allure-writer-")), "x.txt");
    writeFileSync(file, `copied ${SECRET.toUpperCase()}`);
    out.writeAttachmentFromPath("b-attachment.txt", file);
    const all = JSON.stringify(inner.tests) + JSON.stringify(inner.envInfo) + text(inner, "a-attachment.txt") + text(inner, "b-attachment.txt");
    expect(all).not.toMatch(/allure-writer-secret/i);
    expect(all).toContain("[REDACTED");
  });

  test("cuts a test's attachments at the per-test budget, saying so, and starts again with the next test", () => {
    const { inner, out } = writer();
    out.writeAttachment("a.txt", Buffer.from("x".repeat(800)));
    out.writeAttachment("b.txt", Buffer.from("y".repeat(800)));
    expect(text(inner, "b.txt")).toMatch(/^y{200}\n\[cut: the attachment budget of 1000 bytes per test is spent; 600 more bytes not kept\]$/);
    out.writeResult(result("done"));
    out.writeAttachment("c.txt", Buffer.from("z".repeat(800)));
    expect(text(inner, "c.txt")).toBe("z".repeat(800));
  });

  test("cuts at the per-run budget across tests", () => {
    const { inner, out } = writer(1000, 1500);
    out.writeAttachment("a.txt", Buffer.from("x".repeat(900)));
    out.writeResult(result("one"));
    out.writeAttachment("b.txt", Buffer.from("y".repeat(900)));
    expect(text(inner, "b.txt")).toMatch(/budget of 1500 bytes per run is spent/);
  });

  test("cuts an HTTP exchange over the budget in its bodies, so that Allure can still read it", () => {
    const { inner, out } = writer(1000, 10_000);
    const exchange = { schemaVersion: 1, request: { method: "GET", url: "http://127.0.0.1:1/v2/schedules", headers: [] },
      response: { status: 200, headers: [], body: { contentType: "application/json", encoding: "utf8", value: `{"items":"${"é\n".repeat(900)}"}`, size: 2710 } } };
    out.writeAttachment("x-attachment.httpexchange", Buffer.from(JSON.stringify(exchange, null, 2)));
    const kept = text(inner, "x-attachment.httpexchange");
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(1000);
    const parsed = JSON.parse(kept) as typeof exchange & { response: { body: { truncated?: boolean } } };
    expect(parsed.response.body.truncated).toBe(true);
    expect(parsed.response.body.value).toMatch(/\n\[cut: the attachment budget of 1000 bytes per test is spent; \d+ more bytes not kept\]$/);
    expect(parsed.request.url).toBe(exchange.request.url);
  });

  test("keeps an HTTP exchange JSON when not even its headers fit: headers left out, the note as its body", () => {
    const { inner, out } = writer(200, 10_000);
    const exchange = { schemaVersion: 1, request: { method: "GET", url: "http://127.0.0.1:1/x", headers: [{ name: "accept", value: "x".repeat(300) }] },
      response: { status: 200, headers: [] } };
    out.writeAttachment("y-attachment.httpexchange", Buffer.from(JSON.stringify(exchange, null, 2)));
    const parsed = JSON.parse(text(inner, "y-attachment.httpexchange")) as { request: { headers: unknown[] }; response: { body: { value: string; truncated: boolean } } };
    expect(parsed.request.headers).toEqual([]);
    expect(parsed.response.body).toMatchObject({ truncated: true, value: expect.stringMatching(/^\[cut: the attachment budget of 200 bytes per test is spent/) });
  });

  test("keeps no binary attachment, which could not be checked for secrets", () => {
    const { inner, out } = writer();
    out.writeAttachment("a.bin", Buffer.from([0xff, 0xfe, 0x00, 0x41]));
    expect(text(inner, "a.bin")).toMatch(/^\[binary attachment of 4 bytes not kept/);
  });
});

describe("writing as tests end", () => {
  const LATE = "secret-learned-after-the-file-was-written";

  test("redacts again, when the run settles, a file in which a secret learned after it was written appears", async () => {
    const r = new Redactor();
    const inner = new InMemoryWriter();
    const out = redactingWriter(inner, { perTest: 10_000, perRun: 100_000 }, r);
    out.writeAttachment("a-attachment.txt", Buffer.from(`echo ${LATE}`));
    out.writeResult(result(`message ${LATE}`));
    out.writeAttachment("b-attachment.txt", Buffer.from("nothing secret here"));
    r.addSecret(LATE, "access_token");
    await out.settle();
    expect(text(inner, "a-attachment.txt")).toMatch(/^echo \[REDACTED access_token #[0-9a-f]{8}\]$/);
    // Written again under the same name: the in-memory writer keeps both, a directory the second.
    expect(inner.tests).toHaveLength(2);
    expect(JSON.stringify(inner.tests[1])).not.toContain(LATE);
    expect(text(inner, "b-attachment.txt")).toBe("nothing secret here");
  });

  test("writes every file in the order given, the second of a name winning, all of them there once settled", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "allure-plain-")), "results");
    const w = plainWriter(dir);
    for (let i = 0; i < 200; i++) w.writeAttachment(`${i}-attachment.txt`, Buffer.from(`first ${i}`));
    w.writeAttachment("7-attachment.txt", Buffer.from("second 7"));
    await w.settle();
    expect(readdirSync(dir)).toHaveLength(200);
    expect(readFileSync(join(dir, "7-attachment.txt"), "utf8")).toBe("second 7");
    expect(readFileSync(join(dir, "199-attachment.txt"), "utf8")).toBe("first 199");
  });

  test("names the file that could not be written when the run settles, and settles the next run afresh", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "allure-plain-")), "results");
    const w = plainWriter(dir);
    w.writeAttachment("no-such-dir/x-attachment.txt", Buffer.from("x"));
    w.writeAttachment("y-attachment.txt", Buffer.from("y"));
    await expect(w.settle()).rejects.toThrow(/an Allure result could not be written: .*no-such-dir\/x-attachment\.txt: ENOENT/);
    expect(readFileSync(join(dir, "y-attachment.txt"), "utf8")).toBe("y");
    await w.settle();
  });

  test("reuses the previous run's files (no file deleted and made again) and leaves none of them behind", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "allure-plain-")), "results");
    const first = plainWriter(dir);
    for (const n of ["a", "b", "c"]) first.writeAttachment(`${n}-attachment.txt`, Buffer.from(`old ${n} ${"-".repeat(5000)}`)); // longer than what replaces it
    await first.settle();
    const oldInodes = new Set(readdirSync(dir).map((f) => statSync(join(dir, f)).ino));
    setAsidePreviousResults(dir);
    const second = plainWriter(dir);
    second.writeAttachment("x-attachment.txt", Buffer.from("new x"));
    second.writeAttachment("y-attachment.txt", Buffer.from("new y"));
    await second.settle();
    expect(readdirSync(dir).sort()).toEqual(["x-attachment.txt", "y-attachment.txt"]);
    expect(readFileSync(join(dir, "x-attachment.txt"), "utf8")).toBe("new x");
    expect(readFileSync(join(dir, "y-attachment.txt"), "utf8")).toBe("new y");
    expect(readdirSync(dir).every((f) => oldInodes.has(statSync(join(dir, f)).ino))).toBe(true);
    expect(existsSync(previousResultsOf(dir))).toBe(false);
  });
});
