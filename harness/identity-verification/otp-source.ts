// The OTP source of a target: a static test OTP, a URL that returns the last OTP, or a command that prints it.
import { setTimeout as sleep } from "node:timers/promises";
import type { Conformance } from "../tests/conformance-test.js";
import { answerValue, callHook, hookRunner, HookError, type HookAnswer, type HookRunner } from "./hooks.js";
import { INPUT, ivProfile, missingInput, OTP_WAIT_MS, type OtpSource } from "./profile.js";
import { formatDuration, HEARTBEAT_S, printHeartbeat } from "../time/heartbeat.js";

const POLL_MS = 200;

export interface OtpReader {
  /** False for a static OTP, which cannot tell an old OTP from a new one. */
  readonly dynamic: boolean;
  /** The OTP last sent for a verification, polled for up to the wait time. */
  current(id: string): Promise<string>;
  /** The first OTP that differs from `previous` within the wait time; undefined when none appeared. */
  next(id: string, previous: string): Promise<string | undefined>;
}

/** A line at least this often while polling (otpWaitMs may be up to 120 s): a CI log never goes quiet. */
export interface PollHeartbeat {
  everyMs: number;
  print: (line: string) => void;
}

export function createOtpReader(runner: HookRunner, source: OtpSource, waitMs = OTP_WAIT_MS,
  heartbeat: PollHeartbeat = { everyMs: HEARTBEAT_S * 1000, print: printHeartbeat }): OtpReader {
  if ("static" in source) {
    return { dynamic: false, current: async () => source.static, next: async () => undefined };
  }
  const pointer = "url" in source ? source.jsonPointer : undefined;
  async function poll(id: string, accept: (otp: string) => boolean): Promise<{ otp?: string; last?: HookAnswer }> {
    const deadline = Date.now() + waitMs;
    let beatAt = Date.now() + heartbeat.everyMs;
    let last: HookAnswer | undefined;
    for (;;) {
      if (Date.now() >= beatAt) {
        heartbeat.print(`waiting for the OTP of verification ${id}: ${formatDuration(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)))} left`);
        beatAt += heartbeat.everyMs;
      }
      last = await callHook(runner, source as Exclude<OtpSource, { static: string }>, id, "GET");
      const otp = last.ok ? answerValue(last, pointer) : undefined;
      if (otp !== undefined && accept(otp)) return { otp, last };
      if (Date.now() + POLL_MS > deadline) return { last };
      await sleep(POLL_MS);
    }
  }
  return {
    dynamic: true,
    async current(id) {
      const { otp, last } = await poll(id, () => true);
      if (otp !== undefined) return otp;
      const hint = pointer === undefined && typeof last?.json === "object" && last.json !== null ? " (a JSON object: set otpSource.jsonPointer)" : "";
      throw new HookError(`the OTP source gave no OTP for verification ${id} within ${waitMs} ms (otpWaitMs); `
        + `its last answer: status ${last?.status} ${JSON.stringify(last?.text.slice(0, 200) ?? "")}${hint}`);
    },
    async next(id, previous) {
      return (await poll(id, (otp) => otp !== previous)).otp;
    },
  };
}

/** The test's OTP reader; skips the test when the profile names no OTP source. */
export function otpReader(t: Conformance): OtpReader {
  const profile = ivProfile(t.run.profile);
  if (!profile.otpSource) missingInput(INPUT.otpSource);
  return createOtpReader(hookRunner(t), profile.otpSource, profile.otpWaitMs ?? OTP_WAIT_MS);
}

/** Like otpReader, for tests that must see a new OTP after resend: a static OTP cannot show one. */
export function dynamicOtpReader(t: Conformance): OtpReader {
  const reader = otpReader(t);
  if (!reader.dynamic) missingInput(INPUT.otpSource, "a URL or command source: a static OTP cannot tell the new OTP from the old");
  return reader;
}
