// Waiting until the target has transmitted an issued tax invoice: on a test clock of its own (controlled), or in real time.
import { setTimeout as sleep } from "node:timers/promises";
import { ClockControlError, callClockControl } from "../../time/clock.js";
import { waitWithHeartbeat } from "../../time/heartbeat.js";
import type { B2bApi } from "../client/api.js";

/** A second more than the profile says: the target's clock may tick over just after ours. */
const MARGIN_S = 1;

export async function waitForTransmission(api: B2bApi, taxInvoiceId: string, seconds: number): Promise<void> {
  const { run } = api.t;
  if (run.timeMode === "controlled") return advanceInvoiceClock(api, taxInvoiceId, seconds + MARGIN_S);
  const localNow = () => Date.now() / 1000;
  const until = localNow() + seconds + MARGIN_S;
  await waitWithHeartbeat({
    what: `tax invoice ${taxInvoiceId} to become sending-completed`, until, now: localNow,
    advanceTo: async (s) => void (await sleep(Math.max(0, (s - localNow()) * 1000))),
  });
}

/**
 * POST {clockControl}/clocks {"taxInvoiceId"} gives the invoice a clock of its own, which is moved on and deleted:
 * what fell due while it moved has happened (README: Test-clock control). Any other answer is the setup's problem.
 */
async function advanceInvoiceClock(api: B2bApi, taxInvoiceId: string, seconds: number): Promise<void> {
  const { run } = api.t;
  const control = api.t.client(run.profile.clockControl!.url, run.config.controlAuth);
  const created = await callClockControl(control, "/clocks", { taxInvoiceId });
  const clockId = (created.json as { clock_id?: unknown } | undefined)?.clock_id;
  if (created.status !== 201 || typeof clockId !== "string") {
    throw new ClockControlError(`the clock control did not make a clock for the suite's issued tax invoice ${taxInvoiceId} `
      + `(POST ${control.baseUrl}/clocks answered ${created.status}); see README: Test-clock control`);
  }
  const path = `/clocks/${encodeURIComponent(clockId)}`;
  try {
    const moved = await callClockControl(control, `${path}/advance`, { seconds });
    if (moved.status !== 200) throw new ClockControlError(`the clock control did not advance clock ${clockId} of tax invoice ${taxInvoiceId} (answered ${moved.status})`);
  } finally {
    await control.delete(path).catch(() => undefined);
  }
}
