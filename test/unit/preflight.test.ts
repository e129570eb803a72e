// Preflight's rule: an answer says the base URL is wrong when it is an HTML page, a redirect, or a 404 the probed
// operation cannot give; a conforming target's answers (401 without a credential, area B's own 404) never do.
import { afterEach, describe, expect, test } from "vitest";
import type { IncomingMessage, ServerResponse } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { probeOf, sendProbe } from "../../harness/target/probes.js";
import { resolveConfig } from "../../harness/config/config.js";
import { prepareRun } from "../../harness/target/target.js";
import { AREAS, type Area } from "../../harness/spec/areas.js";
import { localServer, type LocalServer } from "../support/local-server.js";

let server: LocalServer | undefined;
afterEach(() => server?.close());

async function answering(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  server = await localServer((req, res) => void req.resume().on("end", () => handler(req, res)));
  return server.base;
}

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

describe("preflight probes", () => {
  test.each(AREAS)("%s: a conforming answer without a credential passes", async (area) => {
    const base = await answering((_req, res) => json(res, 401, { type: "UNAUTHORIZED", code: "UNAUTHORIZED" }));
    expect(await sendProbe(base, area)).toMatchObject({ kind: "answered", status: 401, notThisInterface: undefined });
  });

  test.each(AREAS)("%s: an HTML page says the base URL is wrong, whatever its status", async (area) => {
    const base = await answering((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Sign in</title>"));
    expect(await sendProbe(base, area)).toMatchObject({ notThisInterface: expect.stringContaining("HTML") });
    const untyped = await answering((_req, res) => res.writeHead(401).end("<html><body>login</body></html>"));
    expect(await sendProbe(untyped, area)).toMatchObject({ notThisInterface: expect.stringContaining("HTML") });
  });

  test.each(AREAS)("%s: a redirect says the base URL is wrong", async (area) => {
    const base = await answering((_req, res) => res.writeHead(302, { location: "https://example.test/login" }).end());
    expect(await sendProbe(base, area)).toMatchObject({ notThisInterface: expect.stringContaining("redirect to https://example.test/login") });
  });

  test("a 404 says so for the operations that list none, and not for the answers the spec allows", async () => {
    const base = await answering((_req, res) => json(res, 404, { error: "not found" }));
    for (const area of AREAS) expect((await sendProbe(base, area)) as object, area).toHaveProperty("notThisInterface", "a 404 this operation does not give");
    const own = await answering((req, res) => json(res, 404, req.url?.startsWith("/identity-verifications/")
      ? { type: "IDENTITY_VERIFICATION_NOT_FOUND" } : { code: -1, message: "no such key", response: null }));
    for (const area of ["identity-verification", "legacy-token"] as Area[]) {
      expect(await sendProbe(own, area), area).toMatchObject({ status: 404, notThisInterface: undefined });
    }
  });

  test("probes send no credential and change nothing", async () => {
    const seen: string[] = [];
    const base = await answering((req, res) => (seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? "-"}`), json(res, 401, {})));
    for (const area of AREAS) await sendProbe(base, area);
    expect(seen.map((s) => s.replace(/conformance-preflight-\w+/, "{id}"))).toEqual(
      AREAS.map((a) => `${probeOf(a).method} ${probeOf(a).path.replace(/conformance-preflight-\w+/, "{id}")} -`));
    expect(AREAS.map((a) => probeOf(a).method)).toEqual(expect.arrayContaining(["GET", "POST"]));
  });

  test("a target that never answers is unreachable within the preflight's time", async () => {
    const base = await answering(() => undefined);
    expect(await sendProbe(base, "schedules", 200)).toEqual({ kind: "unreachable", why: "gave no answer within 0.2 s" });
  });
});

describe("preflight of a remote run", () => {
  const prepare = (base: string) => prepareRun(resolveConfig({
    cwd: mkdtempSync(join(tmpdir(), "preflight-")),
    env: { CONFORMANCE_BASE_URL: base, CONFORMANCE_AREAS: "schedules", CONFORMANCE_API_AUTH: "Authorization: Bearer preflight-credential-1", CONFORMANCE_TIME_MODE: "off" },
  }));

  test("stops a base URL whose answers are HTML with and without the credential, asking whether it is right", async () => {
    const base = await answering((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Sign in</title>"));
    await expect(prepare(base)).rejects.toMatchObject({
      problem: expect.stringContaining("does not answer as the spec's interface, with or without a credential"),
      fix: expect.stringMatching(/^is the base URL right\?/),
    });
  });

  test("takes a base URL whose gateway turns away only callers without a credential for the target's, for its tests to judge", async () => {
    const base = await answering((req, res) => (req.headers.authorization
      ? json(res, 200, { current_page: 0, total_page: 0, total_count: 0, schedules: [] })
      : res.writeHead(302, { location: "/login" }).end()));
    const run = await prepare(base);
    expect(run.context.target.baseUrl).toBe(base);
    await run.close();
  });
});
