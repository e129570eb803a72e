// The preflight of a remote target: is every base URL reachable, and is it the spec's interface there (the probes of
// probes.ts, with a second look carrying the areas' credentials), before any test runs.
import { request } from "../http/undici-core.js";
import { areaInfo, type Area } from "../spec/areas.js";
import type { Config, HeaderLine } from "../config/config.js";
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
