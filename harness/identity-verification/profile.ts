// The area B part of the target profile, typed, and the skip that names a missing input.
import type { Profile } from "../config/profile.js";
import { describeInput } from "../config/profile-inputs.js";
import { Skip } from "../outcomes/skip.js";

export interface UrlHook {
  url: string;
  method?: "GET" | "POST";
  jsonPointer?: string;
}

export interface CommandHook {
  command: string[];
}

export type Hook = UrlHook | CommandHook;
export type OtpSource = { static: string } | Hook;
/** When the app step of an APP verification is complete: the spec leaves it open (B-OPEN-APP-COMPLETION). */
export type AppStep = "waits-for-completion" | "completes-at-once";

export interface IdentityVerificationProfile {
  storeId?: string;
  otherStoreId?: string;
  channelKey?: string;
  provisioning?: { freshIds?: boolean; freshIdPrefix?: string; create?: Hook; readyIds?: string[] };
  verificationIds?: { READY?: string; VERIFIED?: string; FAILED?: string };
  otpSource?: OtpSource;
  appCompletion?: Hook;
  appStep?: AppStep;
  pgProviderTrigger?: { channelKey?: string; phoneNumber?: string };
  customer?: { name?: string; phoneNumber?: string; identityNumber?: string; operator?: string };
  bypass?: string;
  hookTimeoutMs?: number;
  otpWaitMs?: number;
}

export const HOOK_TIMEOUT_MS = 10_000;
export const OTP_WAIT_MS = 5_000;

/** Dotted profile paths of the area's inputs, as tests name them in `needs`. */
export const INPUT = {
  storeId: "identityVerification.storeId",
  otherStoreId: "identityVerification.otherStoreId",
  channelKey: "identityVerification.channelKey",
  provisioning: "identityVerification.provisioning",
  ready: "identityVerification.verificationIds.READY",
  verified: "identityVerification.verificationIds.VERIFIED",
  failed: "identityVerification.verificationIds.FAILED",
  otpSource: "identityVerification.otpSource",
  appCompletion: "identityVerification.appCompletion",
  appStep: "identityVerification.appStep",
  pgProviderTrigger: "identityVerification.pgProviderTrigger",
  bypass: "identityVerification.bypass",
} as const;

/** What a test that sends needs; a test that also confirms by SMS needs the OTP source too. */
export const SENDS = [INPUT.channelKey, INPUT.provisioning];
export const VERIFIES = [...SENDS, INPUT.otpSource];

export function ivProfile(profile: Profile): IdentityVerificationProfile {
  return (profile.identityVerification ?? {}) as IdentityVerificationProfile;
}

/** Skips the running test for a profile input it cannot do without, with the schema's description. */
export function missingInput(path: string, why?: string): never {
  throw new Skip("missing-input", `missing profile input ${path}${why ? ` (${why})` : ""}: ${describeInput(path)}`);
}

export const isCommand = (hook: Hook): hook is CommandHook => "command" in hook;
