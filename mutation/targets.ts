// What each mutation target mutates, and whose suite judges it: an area's reference folder by that area's suite, the
// code the areas share by all four.
import { AREAS, type Area } from "../harness/spec/areas.js";
import { COVERING_SEEDS } from "../reference/b2b/dialects/dimensions.js";

/**
 * Each area, area A in two parts (its behaviour and readings, reference/b2b/*.ts and readings/, some 3,100 mutants
 * after fault code; the dialects it speaks, reference/b2b/dialects/, some 3,400), and the shared code.
 */
export const TARGETS = [...AREAS, "b2b-dialects", "shared"] as const;
export type Target = (typeof TARGETS)[number];

/** Faults' own modules: the catalogue, and code only a fault runs. Never mutated (fault-switches.ts skips the rest). */
export const FAULT_MODULES = ["reference/**/faults.ts", "reference/**/fault-paths.ts", "reference/fault-definition.ts"];

/**
 * The test-control extension (the clock control, area B's OTP readout and app completion): the suite's hooks into the
 * reference, no part of the spec, so nothing the suite could hold them to. A mutant there breaks a hook, or nothing.
 */
export const CONTROL_MODULES = ["reference/control.ts", "reference/**/control.ts"];

/**
 * The writer of a generated dialect's profile: the suite's input, as the default and alt profiles' files are, no
 * behaviour of the reference. Every run of a mutant is described by the clean reference's profile (area-runs.ts), so
 * a mutant here changes nothing a run sees. (Its SENDING_SECONDS, the one value the reference reads too, is a reading
 * of a time the spec does not fix.)
 */
export const PROFILE_MODULES = ["reference/b2b/dialects/generated-profile.ts"];

/**
 * The reference's shared modules: judged by every area, since a mutant there counts as caught when any area's run
 * notices it (judged by one area, the lines only another area uses would all survive). container-main.ts starts the
 * reference image (test/container covers it), not a run.
 */
const SHARED = ["reference/*.ts", "!reference/container-main.ts"];

export function filesOf(target: Target): string[] {
  const own = target === "shared" ? SHARED : target === "b2b" ? ["reference/b2b/*.ts", "reference/b2b/readings/**/*.ts"] : target === "b2b-dialects" ? ["reference/b2b/dialects/**/*.ts"]
    : [`reference/${target}/**/*.ts`];
  return [...own, ...[...FAULT_MODULES, ...CONTROL_MODULES, ...PROFILE_MODULES].map((f) => `!${f}`)];
}

export function judgesOf(target: Target): Area[] {
  return target === "shared" ? [...AREAS] : target === "b2b-dialects" ? ["b2b"] : [target];
}

/**
 * The embedded reference's dialects whose runs judge a target's mutants. Area A's code also serves readings and dialects
 * the default run never speaks (the alt dialect, the generated ones, wire shapes, the route readings): a mutant there is
 * judged by the runs that speak them, as `npm run conformance` with CONFORMANCE_REFERENCE_DIALECT=alt and
 * test/meta/generated-dialects.test.ts judge them (seeds 1 to 8 take every value of every dimension; a few more take pairings those never draw).
 */
export function dialectsOf(target: Target): string[] {
  if (target !== "b2b" && target !== "b2b-dialects") return ["default"];
  return ["default", "alt", ...[...Array.from({ length: COVERING_SEEDS }, (_, i) => i + 1), ...PAIRING_SEEDS].map((s) => `generated:${s}`)];
}

/**
 * Seeds past the covering ones, for pairings of values seeds 1 to 8 never draw together, each of which a test holds:
 * 11, a provisioned original named by its document key (the seeded supplier key quoted); 15, numeric ids with a
 * provisioned original named by its id (the sending-completed invoice's number quoted); 42, an original named by its
 * approval number and reached by waiting, with issuance cancelled in ISSUANCE_CANCELLED (A-LIFECYCLE-CANCELLED-NOT-TRANSMITTED
 * runs); 9, states as flags in PascalCase (seeds 1 and 7 write them in snake_case, where a flag named from
 * "sending_completed" with or without its underscore is one word). Each killed the value it was added for (seed.ts 11
 * and 13; model.ts' ISSUANCE_CANCELLED among the states issued once; wire-shape.ts' flag names), which survived the
 * covering seeds.
 */
const PAIRING_SEEDS = [9, 11, 15, 42];

export const isTarget = (name: string): name is Target => (TARGETS as readonly string[]).includes(name);
