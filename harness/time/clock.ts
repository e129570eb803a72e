// Server time for lifetime tests: the target's test clock (mode controlled) or real waiting (mode real).
import { setTimeout as sleep } from "node:timers/promises";
import { TargetFailure } from "../outcomes/errors.js";
import type { HttpClient, HttpResponse } from "../http/http.js";
import { redactor } from "../secrets/redact.js";
import type { RunContext } from "../target/target.js";
import { Skip } from "../outcomes/skip.js";

export interface ClockCredential {
  impKey: string;
  impSecret: string;
}

export interface ServerClock {
  /** The area D key pair whose tokens follow this clock. */
  readonly credential: ClockCredential;
  readonly mode: "controlled" | "real";
  /** Best knowledge of the server's time, in UNIX seconds. */
  now(): number;
  /** Tells the clock what the server just reported (real mode uses it to correct for skew). */
  observe(serverNow: number): void;
  /** Moves (controlled) or waits (real) until server time is at least `seconds`. */
  advanceTo(seconds: number): Promise<void>;
  dispose(): Promise<void>;
}

const localSeconds = () => Date.now() / 1000;
/** Skews beyond this are a failure of their own (D-TOKEN-NOW-SYNCED), not something to wait around. */
const MAX_TRUSTED_SKEW_S = 3600;

/**
 * A clock for one test or timeline. Controlled mode asks the target's clock control for a fresh credential
 * on its own clock, so moving it disturbs nothing else; real mode uses the configured key and waits.
 */
export async function openClock(run: RunContext, control: (url: string) => HttpClient): Promise<ServerClock> {
  if (run.timeMode === "off") {
    throw new Skip("disabled", "disabled in time mode off: set CONFORMANCE_TIME_MODE=real or controlled (README: Time modes)");
  }
  if (run.timeMode === "real") return realClock({ impKey: run.config.impKey!, impSecret: run.config.impSecret! });
  return controlledClock(control(run.profile.clockControl!.url));
}

function realClock(credential: ClockCredential): ServerClock {
  let offset = 0;
  const now = () => localSeconds() + offset;
  return {
    credential,
    mode: "real",
    now,
    observe(serverNow) {
      const skew = serverNow - localSeconds();
      if (Math.abs(skew) < MAX_TRUSTED_SKEW_S) offset = skew;
    },
    async advanceTo(seconds) {
      const waitMs = (seconds - now()) * 1000;
      if (waitMs > 0) await sleep(waitMs + 250);
    },
    dispose: async () => {},
  };
}

interface ClockAnswer {
  clock_id?: unknown;
  imp_key?: unknown;
  imp_secret?: unknown;
  now?: unknown;
}

/** The clock control failed or answered nonsense: a setup problem (the test is broken, never failed). */
export class ClockControlError extends Error {
  override name = "ClockControlError";
}

/** A call to the clock control; a timeout or connection failure there is the setup's, not the target's. */
export async function callClockControl(control: HttpClient, path: string, json: unknown): Promise<HttpResponse> {
  try {
    return await control.post(path, { json });
  } catch (err) {
    if (err instanceof TargetFailure) throw new ClockControlError(`the clock control gave no answer to POST ${control.baseUrl}${path}: ${err.message}`);
    throw err;
  }
}

async function controlledClock(control: HttpClient): Promise<ServerClock> {
  const created = await callClockControl(control, "/clocks", {});
  const body = (created.json ?? {}) as ClockAnswer;
  if (created.status !== 201 || typeof body.clock_id !== "string" || typeof body.imp_key !== "string"
    || typeof body.imp_secret !== "string" || typeof body.now !== "number") {
    throw new ClockControlError(`the clock control did not create a clock (POST ${control.baseUrl}/clocks answered ${created.status}); `
      + "see README: Test-clock control for the expected answer");
  }
  redactor.addSecret(body.imp_key, "imp_key");
  redactor.addSecret(body.imp_secret, "imp_secret");
  const clockId = body.clock_id;
  let synced = { server: body.now, local: localSeconds() };
  const now = () => synced.server + (localSeconds() - synced.local);
  return {
    credential: { impKey: body.imp_key, impSecret: body.imp_secret },
    mode: "controlled",
    now,
    observe: () => {},
    async advanceTo(seconds) {
      const delta = Math.ceil(seconds - now());
      if (delta <= 0) return;
      const moved = await callClockControl(control, `/clocks/${encodeURIComponent(clockId)}/advance`, { seconds: delta });
      const at = (moved.json as ClockAnswer | undefined)?.now;
      if (moved.status !== 200 || typeof at !== "number") {
        throw new ClockControlError(`the clock control did not advance clock ${clockId} (answered ${moved.status})`);
      }
      synced = { server: at, local: localSeconds() };
    },
    async dispose() {
      await control.delete(`/clocks/${encodeURIComponent(clockId)}`).catch(() => undefined);
    },
  };
}
