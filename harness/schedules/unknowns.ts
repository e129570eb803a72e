// Schedule ids for requests that break one rule: one that exists, and one no one has, shaped like it.
import type { Conformance } from "../tests/conformance-test.js";
import { Skip } from "../outcomes/skip.js";
import { unknownLike } from "../data/unknown-like.js";
import { scheduleIdInput, type Status } from "./inputs.js";
import { listPage, wideWindow } from "./list.js";

/** Settled states first: a SCHEDULED schedule of the profile is the one a wrongly accepted DELETE could touch. */
const PREFERRED: readonly Status[] = ["COMPLETED", "CANCELLED", "STARTED", "SCHEDULED"];

/** A schedule id the target has: one the profile names, else the first the list gives; skips when there is none. */
export async function existingScheduleId(t: Conformance): Promise<string> {
  for (const status of PREFERRED) {
    const id = t.input<string | undefined>(scheduleIdInput(status));
    if (id !== undefined) return id;
  }
  const listed = (await listPage(t, { ...wideWindow(), page: 0, limit: 1 })).schedules[0]?.id;
  if (typeof listed === "string" && listed !== "") return listed;
  throw new Skip("missing-input", `missing profile input ${scheduleIdInput("COMPLETED")}: no schedule id is named, and the store `
    + "of CONFORMANCE_API_AUTH lists none a year either side of now");
}

/** An id of a real schedule's form that names none, so a target that checks the form first still answers 404. */
export async function unknownScheduleId(t: Conformance): Promise<string> {
  return unknownLike(t.faker, await existingScheduleId(t));
}
