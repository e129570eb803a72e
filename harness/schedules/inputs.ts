// Area C profile inputs in use: schedule ids, time probes, disposable billing keys, the second store and a wrong credential.
import type { Conformance } from "../tests/conformance-test.js";
import type { HttpClient } from "../http/http.js";
import { jsonObject } from "../tests/json-body.js";
import { Skip } from "../outcomes/skip.js";
import { getSchedule } from "./api.js";
import { encodings } from "./encodings.js";
import { parseTimestamp } from "./timestamps.js";
import { shownValue } from "../secrets/bounded-text.js";

export type Status = "SCHEDULED" | "STARTED" | "COMPLETED" | "CANCELLED";
export const STATUSES: readonly Status[] = ["SCHEDULED", "STARTED", "COMPLETED", "CANCELLED"];
export type DisposableRole = "cancelByIds" | "cancelAll" | "processed" | "missingBillingKey" | "withStoreId" | "noCredential" | "wrongCredential" | "cancelAllOnlyKey";

export interface DisposableKey {
  billingKey: string;
  scheduleIds: string[];
}

export const scheduleIdInput = (status: Status) => `schedules.scheduleIds.${status}`;
export const disposableInput = (role: DisposableRole) => `schedules.disposable.${role}`;

export const disposable = (t: Conformance, role: DisposableRole) => t.input<DisposableKey>(disposableInput(role));

/** The schedule record of a profile id, which must answer 200 with a schedule object. */
export async function fetchRecord(t: Conformance, id: string, input: string, client: HttpClient = t.api): Promise<Record<string, unknown>> {
  const res = await getSchedule(client, id);
  if (res.status === 404) throw new Skip("missing-input", `profile input ${input} names ${id}, which the target does not find (404)`);
  t.expect(res.status, `status of GET /v2/schedules/{id} for ${input}`).toBe(200);
  const schedule = jsonObject(t.expect, res).schedule;
  t.expect(typeof schedule === "object" && schedule !== null, `GET /v2/schedules/{id} for ${input} holds a schedule object`).toBe(true);
  return schedule as Record<string, unknown>;
}

/** Skips unless every schedule is still in the given status: disposables are consumed by each run. */
export async function requireStatus(t: Conformance, ids: readonly string[], status: Status, input: string): Promise<void> {
  for (const id of ids) {
    const record = await fetchRecord(t, id, input);
    if (record.status !== status) {
      throw new Skip("missing-input", `profile input ${input} names ${id}, which is ${shownValue(record.status, 80)} now, not ${status}; `
        + "provision fresh disposable schedules for every run");
    }
  }
}

/** scheduled_at of a profile schedule in ms; skips when it is not in the default format the profile leaves implied. */
export async function scheduledAtOf(t: Conformance, id: string, input: string): Promise<number> {
  const record = await fetchRecord(t, id, input);
  const enc = encodings(t.run.profile);
  const ms = parseTimestamp(record.scheduled_at, enc.timestampFormat);
  if (ms === undefined && enc.defaulted.has("timestampFormat")) {
    throw new Skip("missing-input", `missing profile input schedules.timestampFormat: scheduled_at ${shownValue(record.scheduled_at, 80)} is not RFC 3339, the suite's default`);
  }
  t.expect(ms, `scheduled_at ${shownValue(record.scheduled_at, 80)} of ${input} read as ${enc.timestampFormat}`).toBeTypeOf("number");
  return ms!;
}

export { otherStore } from "../tests/credentials.js";
