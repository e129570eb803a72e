// The named schedules of the main store that the reference's profile points at: one per status, time probes, disposables.
import { DAY_MS, type ScheduleStatus } from "./model.js";

export interface FixtureSpec {
  id: string;
  billingKey: string;
  status: ScheduleStatus;
  /** scheduled_at relative to the seeding time. */
  offsetMs: number;
}

const HOUR_MS = 3600_000;
// Stryker disable next-line StringLiteral: unfixed: the fixtures' billing key is named by the profile only through its schedules; the spec fixes no schedule a store holds
const regular = "bk_main_fixtures";

/** Disposable billing keys, one per DELETE test; only SCHEDULED schedules unless the role says otherwise. */
export const DISPOSABLE_ROLES = {
  cancelByIds: 3,
  cancelAll: 3,
  missingBillingKey: 1,
  withStoreId: 2,
  noCredential: 1,
  wrongCredential: 1,
  cancelAllOnlyKey: 2,
} as const;

export const disposableKey = (role: string) => `bk_disposable_${role.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
export const disposableIds = (role: string, n: number) =>
  Array.from({ length: n }, (_, i) => `sch_disposable_${role.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_${i + 1}`);

/** The billing key of the processed role: one COMPLETED schedule plus one SCHEDULED one. */
export const PROCESSED_KEY = disposableKey("processed");
// Stryker disable next-line StringLiteral: unfixed: the id of the processed key's SCHEDULED schedule, which no profile input names; the spec fixes no schedule a store holds
export const PROCESSED_IDS = { completed: "sch_disposable_processed_completed", scheduled: "sch_disposable_processed_scheduled" };

export const FIXTURE_IDS = {
  SCHEDULED: "sch_fixture_scheduled",
  STARTED: "sch_fixture_started",
  COMPLETED: "sch_fixture_completed",
  CANCELLED: "sch_fixture_cancelled",
  future: "sch_probe_future",
  recent: "sch_probe_recent",
  old: "sch_probe_old",
} as const;

export function fixtureSpecs(): FixtureSpec[] {
  const specs: FixtureSpec[] = [
    // Stryker disable next-line ArithmeticOperator: unfixed: when the SCHEDULED fixture lies; the spec fixes no schedule a store holds
    { id: FIXTURE_IDS.SCHEDULED, billingKey: regular, status: "SCHEDULED", offsetMs: 10 * DAY_MS },
    // Stryker disable next-line ArithmeticOperator, UnaryOperator: open C-OPEN-TRANSITIONS: when a STARTED schedule lies is not shown
    { id: FIXTURE_IDS.STARTED, billingKey: regular, status: "STARTED", offsetMs: -2 * HOUR_MS },
    // Stryker disable next-line ArithmeticOperator, UnaryOperator: open C-OPEN-TRANSITIONS: when a COMPLETED schedule lies is not shown
    { id: FIXTURE_IDS.COMPLETED, billingKey: regular, status: "COMPLETED", offsetMs: -20 * DAY_MS },
    // Stryker disable next-line ArithmeticOperator: open C-OPEN-TRANSITIONS: when a CANCELLED schedule lies is not shown
    { id: FIXTURE_IDS.CANCELLED, billingKey: regular, status: "CANCELLED", offsetMs: 15 * DAY_MS },
    { id: FIXTURE_IDS.future, billingKey: regular, status: "SCHEDULED", offsetMs: 30 * DAY_MS },
    { id: FIXTURE_IDS.recent, billingKey: regular, status: "COMPLETED", offsetMs: -60 * DAY_MS },
    { id: FIXTURE_IDS.old, billingKey: regular, status: "COMPLETED", offsetMs: -120 * DAY_MS },
    // Stryker disable next-line ArithmeticOperator, UnaryOperator: open C-OPEN-TRANSITIONS: when a COMPLETED schedule lies is not shown
    { id: PROCESSED_IDS.completed, billingKey: PROCESSED_KEY, status: "COMPLETED", offsetMs: -5 * DAY_MS },
    // Stryker disable next-line ArithmeticOperator: unfixed: when the processed key's SCHEDULED schedule lies; the spec fixes no schedule a store holds
    { id: PROCESSED_IDS.scheduled, billingKey: PROCESSED_KEY, status: "SCHEDULED", offsetMs: 25 * DAY_MS },
  ];
  let day = 5;
  for (const [role, n] of Object.entries(DISPOSABLE_ROLES)) {
    for (const id of disposableIds(role, n)) {
      // Stryker disable next-line ArithmeticOperator, UpdateOperator: unfixed: when the disposable schedules lie; the spec fixes no schedule a store holds
      specs.push({ id, billingKey: disposableKey(role), status: "SCHEDULED", offsetMs: day++ * DAY_MS + 7 * HOUR_MS });
    }
  }
  return specs;
}
