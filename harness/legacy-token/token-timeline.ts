// One token's life, observed step by step; every lifetime rule is checked against one of these observations.
//
// With a single key, all lifetime observations have to come from the same token in order: fresh (S),
// 90 s before expiry (E-90), 30 s before (E-30, which extends it), 30 s after the original expiry, and
// after the extended expiry. In controlled mode the clock is moved; in real mode this takes about 35 min.
import type { RunContext } from "../target/target.js";
import { HttpClient, type Exchange, type HttpResponse } from "../http/http.js";
import { openClock as openServerClock, type ServerClock } from "../time/clock.js";
import { Skip } from "../outcomes/skip.js";
import { waitWithHeartbeat } from "../time/heartbeat.js";
import { TargetFailure } from "../outcomes/errors.js";
import { LIFETIME_S, expiryOf, getPayment, lifetimeOf, obtainGrant, randomPaymentUid, type Grant } from "./token-client.js";

export interface Observed<T> {
  value: T;
  /** The timeline's exchanges up to this observation, as evidence. */
  exchanges: readonly Exchange[];
}

const TIMELINE_ID = "D-TOKEN-TIMELINE";
/** Seconds a lifetime may fall short of 1800 and still count as fresh (rounding at the server). */
const FRESH_SLACK_S = 2;
/** The longest wait a step accepts; anything longer means the expiry itself is wrong. */
const MAX_WAIT_S = 2 * 3600;

const lazy = <T>(fn: () => Promise<T>) => {
  let p: Promise<T> | undefined;
  return () => (p ??= fn());
};
const settled = (p: () => Promise<unknown>) => p().then(() => undefined, () => undefined);

function failure(message: string): Error {
  return new TargetFailure(message);
}

export class TokenTimeline {
  readonly exchanges: Exchange[] = [];
  /** The deadlines of the tests observing a step now. */
  private readonly observers = new Set<AbortSignal>();
  private readonly legacy: HttpClient;
  private readonly paymentUid: string;
  private readonly clock = lazy(() => this.openClock(this.run, (url) => this.client(url, this.run.config.controlAuth)));

  /** `openClock` and `print` are replaceable so the real-time schedule can be unit-tested on a virtual clock. */
  constructor(private readonly run: RunContext, private readonly openClock = openServerClock, private readonly print?: (line: string) => void) {
    this.legacy = this.client(run.target.legacyBaseUrl!);
    this.paymentUid = run.profile.legacyToken?.paymentUid ?? randomPaymentUid();
  }

  /** S: a token issued just now (in real mode an older token of the key is waited out first). */
  readonly fresh = lazy(async (): Promise<Grant> => {
    if (this.run.timeMode === "off") return this.freshWithoutClock();
    const clock = await this.clock();
    const first = await this.grant(clock);
    if (lifetimeOf(first) >= LIFETIME_S - FRESH_SLACK_S) return first;
    await this.atLeast(clock, expiryOf(first) + 2, "the expiry of the key's earlier token");
    return this.grant(clock);
  });

  /** E-90: a token request outside the extension window. */
  readonly ninetyBefore = lazy(async () => {
    const [clock, s] = [await this.clock(), await this.fresh()];
    await this.at(clock, expiryOf(s) - 90, "90 s before expiry");
    return this.grant(clock);
  });

  /** E-30: the token used on GET /payments while still valid. */
  readonly usedBeforeExpiry = lazy(async () => {
    await settled(this.ninetyBefore);
    const [clock, s] = [await this.clock(), await this.fresh()];
    await this.at(clock, expiryOf(s) - 30, "30 s before expiry");
    return this.pay(s);
  });

  /** E-30: a token request inside the extension window. */
  readonly thirtyBefore = lazy(async () => {
    await settled(this.usedBeforeExpiry);
    return this.grant(await this.clock());
  });

  /** E+30: the extended token used after its original expiry. */
  readonly usedAfterOriginalExpiry = lazy(async () => {
    await settled(this.thirtyBefore);
    const [clock, s] = [await this.clock(), await this.fresh()];
    await this.at(clock, expiryOf(s) + 30, "30 s after the original expiry");
    return this.pay(s);
  });

  /** After the latest known expiry: the token used once more. */
  readonly usedAfterExpiry = lazy(async () => {
    await settled(this.usedAfterOriginalExpiry);
    const [clock, s] = [await this.clock(), await this.fresh()];
    const known = await Promise.all([this.ninetyBefore, this.thirtyBefore].map((step) => step().catch(() => undefined)));
    const expiry = Math.max(expiryOf(s), ...known.filter((g): g is Grant => !!g).map(expiryOf));
    await this.atLeast(clock, expiry + 5, "5 s after expiry");
    return this.pay(s);
  });

  /** After expiry: a new token request. */
  readonly afterExpiry = lazy(async () => {
    await settled(this.usedAfterExpiry);
    const clock = await this.clock();
    try {
      return await this.grant(clock);
    } finally {
      await clock.dispose();
    }
  });

  /**
   * Wraps a step's value with the evidence collected so far. `deadline`: the observing test's, which stands still
   * while the timeline's requests wait for the target's pace (harness/http/paced-deadline.ts), as its own requests' would.
   */
  async observe<T>(step: () => Promise<T>, deadline?: AbortSignal): Promise<Observed<T>> {
    if (deadline) this.observers.add(deadline);
    try {
      const value = await step();
      return { value, exchanges: [...this.exchanges] };
    } finally {
      if (deadline) this.observers.delete(deadline);
    }
  }

  private async freshWithoutClock(): Promise<Grant> {
    const { impKey, impSecret } = this.run.config;
    const g = await obtainGrant(this.legacy, { impKey: impKey!, impSecret: impSecret! });
    if (lifetimeOf(g) < LIFETIME_S - FRESH_SLACK_S) {
      throw new Skip("disabled", `disabled in time mode off: the key's current token was issued earlier (${lifetimeOf(g)} s left), `
        + "and a fresh one needs its expiry to pass; set CONFORMANCE_TIME_MODE=real or controlled (README: Time modes)");
    }
    return g;
  }

  private async grant(clock: ServerClock): Promise<Grant> {
    const g = await obtainGrant(this.legacy, clock.credential);
    clock.observe(g.now);
    return g;
  }

  private async pay(s: Grant): Promise<HttpResponse> {
    return getPayment(this.legacy, this.paymentUid, `Bearer ${s.accessToken}`);
  }

  /** Moves to a moment that must not have passed yet (an observation before some expiry). */
  private async at(clock: ServerClock, target: number, what: string): Promise<void> {
    const now = clock.now();
    if (now > target + 2) {
      throw failure(`cannot observe the token ${what}: that moment passed ${Math.round(now - target)} s ago, so the token's lifetime is shorter than the spec's 1800 s`);
    }
    await this.atLeast(clock, target, what);
  }

  /** Moves to a moment or any later one (an observation after some expiry). */
  private async atLeast(clock: ServerClock, target: number, what: string): Promise<void> {
    const now = clock.now();
    if (target - now > MAX_WAIT_S) {
      throw failure(`cannot observe the token ${what}: that is ${Math.round(target - now)} s away, far beyond the spec's 1800 s lifetime`);
    }
    // Real time waits up to 35 minutes: announced every 30 s. A controlled clock moves at once.
    if (clock.mode !== "real") return clock.advanceTo(target);
    await waitWithHeartbeat({ what: `the token ${what}`, until: target, now: () => clock.now(), advanceTo: (s) => clock.advanceTo(s), print: this.print });
  }

  private client(url: string, auth?: RunContext["config"]["controlAuth"]): HttpClient {
    const { requestTimeoutMs, maxBodyBytes } = this.run.config;
    return new HttpClient(url, { timeoutMs: requestTimeoutMs, maxBodyBytes, testId: TIMELINE_ID, auth, record: this.exchanges, holds: () => [...this.observers] });
  }
}

let shared: TokenTimeline | undefined;

/** The timeline of this test file; tests that read it share its token and its waits. */
export function tokenTimeline(run: RunContext): TokenTimeline {
  shared ??= new TokenTimeline(run);
  return shared;
}
