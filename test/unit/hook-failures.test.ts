// Hooks and the clock control are the setup: one that times out or answers wrongly is broken, never the target's failure.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isTargetFailure } from "../../harness/outcomes/errors.js";
import { HttpClient } from "../../harness/http/http.js";
import { openClock } from "../../harness/time/clock.js";
import { callHook, type HookRunner } from "../../harness/identity-verification/hooks.js";
import { badScheme, hookProblems, hookUrls } from "../../harness/target/base-urls.js";
import { configWith } from "../../harness/config/config.js";
import { buildRunContext } from "../../harness/target/run-context.js";
import type { Profile } from "../../harness/config/profile.js";

let server: Server;
let base = "";
beforeAll(async () => {
  // /hang/...: accepted, never answered; anything else: 404 with a text body.
  server = createServer((req, res) => void (req.url?.startsWith("/hang") ? undefined : res.writeHead(404).end("no such thing")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = (url: string) => new HttpClient(url, { timeoutMs: 300, maxBodyBytes: 65_536, testId: "unit-hook" });
const runner: HookRunner = { timeoutMs: 300, http: client };
const controlled = (url: string) =>
  buildRunContext({ config: { ...configWith({ timeMode: "controlled" }), areas: ["legacy-token"] }, profile: { name: "unit", clockControl: { url } }, kind: "remote" });

async function brokenBy(promise: Promise<unknown>): Promise<Error> {
  const err = await promise.then(() => undefined, (e: unknown) => e as Error);
  expect(err, "the call failed").toBeInstanceOf(Error);
  expect(isTargetFailure(err), `${err!.name}: ${err!.message}`).toBe(false);
  return err!;
}

describe("a failing hook is broken, not failed", () => {
  test.each(["hang", "wrong"])("a URL hook that is %s", async (path) => {
    const call = callHook(runner, { url: `${base}/${path}/{id}` }, "iv-1", "GET");
    if (path === "wrong") expect(await call).toMatchObject({ ok: false, status: 404 });
    else expect((await brokenBy(call)).name).toBe("HookError");
  });

  test.each(["hang", "wrong"])("a clock control that is %s", async (path) => {
    const err = await brokenBy(openClock(controlled(`${base}/${path}`), client));
    expect(err.name).toBe("ClockControlError");
  });
});

describe("hook URLs checked at start", () => {
  const profile = {
    name: "hooks", clockControl: { url: "http://127.0.0.1:1/control" },
    identityVerification: { otpSource: { url: "ftp://127.0.0.1/otp/{id}" }, appCompletion: { command: ["true"] }, provisioning: { create: { url: "http://x/{id}" } } },
  } as unknown as Profile;

  test("are the hooks the run will call, each by its profile key", () => {
    expect(hookUrls(profile, ["identity-verification"], "off")).toEqual([
      ["identityVerification.otpSource.url", "ftp://127.0.0.1/otp/conformance-preflight"],
      ["identityVerification.provisioning.create.url", "http://x/conformance-preflight"],
    ]);
    expect(hookUrls(profile, ["legacy-token"], undefined)).toEqual([["clockControl.url", "http://127.0.0.1:1/control"]]);
  });

  test("refuse a scheme other than http and https, and a hook that gives no answer, naming the key", async () => {
    expect(badScheme("https://example.test/x")).toBeUndefined();
    const problems = await hookProblems(hookUrls(profile, ["legacy-token", "identity-verification"], "controlled"),
      async (url) => (url.includes("127.0.0.1:1") ? "refused the connection" : undefined));
    expect(problems).toEqual([
      "the profile's clockControl.url http://127.0.0.1:1/control refused the connection",
      "the profile's identityVerification.otpSource.url ftp://127.0.0.1/otp/conformance-preflight has the scheme ftp; a hook URL must be http or https",
    ]);
  });
});
