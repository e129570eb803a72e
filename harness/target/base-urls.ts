// The URLs a run will call, checked before any test runs: is every base URL reachable, and is it the spec's interface
// there (the probes of probes.ts, with a second look carrying the areas' credentials); is every hook URL of the profile
// http or https, and does it answer.
import { request } from "../http/undici-core.js";
import { areaInfo, type Area } from "../spec/areas.js";
import type { Config, HeaderLine, TimeMode } from "../config/config.js";
import type { Profile } from "../config/profile.js";
import { PREFLIGHT_MS, answerText, sendProbe, transportWhy, type ProbeOutcome } from "./probes.js";

/** The credential an area's requests carry, for preflight's second look (area D's getToken needs none). */
const CREDENTIAL_OF: Record<Area, (c: Config) => HeaderLine | undefined> = {
  "b2b": (c) => c.b2bBearerAuth ?? c.b2bServiceKeyAuth,
  "schedules": (c) => c.apiAuth,
  "identity-verification": (c) => c.apiAuth,
  "legacy-token": () => undefined,
};

/**
 * Each selected area's probe (probes.ts) at its base URL: the URLs that gave no answer, and those whose every
 * probe was answered by an HTML page, a redirect or a 404 its operation cannot give, with what came back. Such a
 * base URL gets a second look, the same probes with the areas' credentials (a gateway may turn away only callers
 * without one): an answer that fits there makes it the target's. So does any probe's answer that fits, even when the
 * other areas' answers do not: their tests judge it.
 */
export async function probeTargets(config: Config, areas: Area[]): Promise<{ unreachable: string[]; wrongBaseUrls: string[] }> {
  const deadline = Date.now() + PREFLIGHT_MS;
  const outcomes = await Promise.all(areas.map(async (area) => ({ area, url: config[areaInfo(area).url]!, outcome: await sendProbe(config[areaInfo(area).url]!, area) })));
  const unreachableUrls = new Map<string, string>();
  const wrong: string[] = [];
  const notThisInterface = (o: ProbeOutcome) => o.kind === "answered" && o.notThisInterface !== undefined;
  await Promise.all([...new Set(outcomes.map((o) => o.url))].map(async (url) => {
    const own = outcomes.filter((o) => o.url === url);
    const down = own.find((o) => o.outcome.kind === "unreachable");
    if (down?.outcome.kind === "unreachable") return void unreachableUrls.set(url, `the target ${url} ${down.outcome.why}`);
    if (!own.every((o) => notThisInterface(o.outcome))) return;
    const withCredential = own.filter((o) => CREDENTIAL_OF[o.area](config) !== undefined);
    const second = await Promise.all(withCredential.map((o) => sendProbe(url, o.area, Math.max(1_000, deadline - Date.now()), CREDENTIAL_OF[o.area](config))));
    if (second.some((o) => !notThisInterface(o))) return;
    wrong.push(`the target ${url} does not answer as the spec's interface${withCredential.length > 0 ? ", with or without a credential" : ""}: `
      + own.map((o) => answerText(o.area, o.outcome as Answered)).join("; "));
  }));
  return { unreachable: [...unreachableUrls.values()], wrongBaseUrls: wrong };
}

type Answered = Extract<ProbeOutcome, { kind: "answered" }>;

/** Why a URL gave no HTTP answer within the preflight's time (any answer proves it reachable); undefined when it answered. */
export async function unreachable(url: string, timeoutMs = PREFLIGHT_MS): Promise<string | undefined> {
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    const res = await request(url, { method: "GET", signal, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    // A body that drips or never ends is not waited for: the status line is the answer.
    await res.body.dump({ limit: 64 * 1024, signal }).catch(() => undefined);
    return undefined;
  } catch (err) {
    return transportWhy(err, timeoutMs);
  }
}

/** Profile key → URL of every hook the run will call; `{id}` templates get a stand-in id. */
export function hookUrls(profile: Profile, areas: readonly Area[], timeMode: TimeMode | undefined): [string, string][] {
  const urls: [string, string | undefined][] = [];
  if ((timeMode ?? (profile.clockControl ? "controlled" : "off")) === "controlled") urls.push(["clockControl.url", profile.clockControl?.url]);
  if (areas.includes("identity-verification")) {
    // Area B's URL hooks (identity-verification/profile.ts); a command hook or a static OTP has no URL to check.
    type MaybeUrl = { url?: string } | undefined;
    const iv = (profile.identityVerification ?? {}) as { otpSource?: MaybeUrl; provisioning?: { create?: MaybeUrl }; appCompletion?: MaybeUrl };
    urls.push(["identityVerification.otpSource.url", iv.otpSource?.url],
      ["identityVerification.provisioning.create.url", iv.provisioning?.create?.url],
      ["identityVerification.appCompletion.url", iv.appCompletion?.url]);
  }
  const originals = (profile.b2b as { fixtures?: { taxInvoices?: Record<string, string | undefined> } } | undefined)?.fixtures?.taxInvoices;
  // The area A hook is called only when no pre-provisioned original is given (b2b/states/sending-completed.ts).
  if (areas.includes("b2b") && originals?.sendingCompletedOriginal === undefined) {
    urls.push(["b2b.fixtures.taxInvoices.sendingCompletedHook", originals?.sendingCompletedHook]);
  }
  return urls.filter((u): u is [string, string] => u[1] !== undefined).map(([key, u]) => [key, u.replaceAll("{id}", "conformance-preflight")]);
}

/** Why a hook URL cannot be used (not http or https), or undefined when its scheme is fine. */
export function badScheme(url: string): string | undefined {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return "is not a URL";
  }
  return protocol === "http:" || protocol === "https:" ? undefined : `has the scheme ${protocol.slice(0, -1)}; a hook URL must be http or https`;
}

/** The problems of every hook URL (bad scheme, no answer), each naming its profile key; `reach` says why a URL gave no answer. */
export async function hookProblems(urls: [string, string][], reach: (url: string) => Promise<string | undefined> = unreachable): Promise<string[]> {
  const problems = await Promise.all(urls.map(async ([key, url]) => {
    const why = badScheme(url) ?? (await reach(url));
    return why && `the profile's ${key} ${url} ${why}`;
  }));
  return problems.filter((p): p is string => p !== undefined);
}
