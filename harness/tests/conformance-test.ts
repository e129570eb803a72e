// Declares conformance tests: id-first titles, catalogue metadata, skips with reasons, failures that explain themselves.
import { expect, test, type ExpectStatic, type TestContext } from "vitest";
import type { Faker } from "@faker-js/faker";
import { areaOfId, openPoint as findOpenPoint, requirement, type OpenPoint, type Requirement } from "../spec/catalogue.js";
import { CONFIG_KEYS, type Area, type HeaderLine } from "../config/config.js";
import { testIdPattern } from "../spec/areas.js";
import { HttpClient, type Exchange } from "../http/http.js";
import { profileValue } from "../config/profile.js";
import { redactor } from "../secrets/redact.js";
import { runContext } from "../run/run.js";
import type { RunContext } from "../target/target.js";
import { attachExchanges, labelTest, markKnownFailure } from "../report/allure-labels.js";
import { exchangeText } from "../report/exchange-view.js";
import { missingInputReason } from "../config/profile-inputs.js";
import { Skip } from "../outcomes/skip.js";
import { seededFaker, testSeed } from "../data/data.js";
import { isTargetFailure } from "../outcomes/errors.js";
import { TargetUnresponsiveError, type CircuitBreaker } from "../http/circuit-breaker.js";
import { timeModeOffReason, type ServerWait } from "../time/server-wait.js";
import { declareIn, declaringFile, originOf } from "../run/origin.js";
import { TestDeadline } from "../http/paced-deadline.js";
import { PACING_BUDGET_MS, pacingOf } from "../http/pacing.js";
import { inSuiteWords } from "./failure-words.js";
import { cutValue } from "../secrets/bounded-text.js";

export type CredentialField = "impKey" | "impSecret" | "apiAuth" | "apiAuthOtherStore" | "b2bBearerAuth" | "b2bServiceKeyAuth";

export interface TestMeta {
  /** Stable id, `<area letter>-<OPERATION>-<BEHAVIOUR>`; never renamed once landed. */
  id: string;
  /** A fact in the present tense, under 70 characters. */
  title: string;
  requirements: string[];
  /** Profile inputs the test cannot run without, as dotted paths ("legacyToken.paymentUid"). */
  needs?: string[];
  /** Credentials (environment variables) the test cannot run without, e.g. "apiAuthOtherStore". */
  needsCredentials?: CredentialField[];
  /**
   * The test needs server time to pass: skipped in time mode off, given time in mode real. A function says, for the
   * run, whether it waits this time (area A waits only when the profile reaches sending-completed by waiting).
   */
  waits?: boolean | ((run: RunContext) => ServerWait | undefined);
  /** The test deletes or cancels something: skipped unless destructive calls are allowed. */
  destructive?: boolean;
  /** One line that tells a vendor where to look when the test fails. */
  hint?: string;
  /** The file that writes the id, when not the declaring test file (a data file the test is generated from). */
  origin?: string;
  /** The rows of the area's error table the test checks, each for one operation (the check that every row has a test reads them). */
  errorRows?: Array<{ error: string; op: string }>;
}

/** The token-lifetime tests of area D. */
const LIFETIME_WAIT: ServerWait = { what: "up to 35 minutes of server time", seconds: 3 * 3600 };

export const waitOf = (meta: Pick<TestMeta, "waits">, run: RunContext): ServerWait | undefined =>
  meta.waits === true ? LIFETIME_WAIT : typeof meta.waits === "function" ? meta.waits(run) : undefined;

export interface PendingMeta {
  id: string;
  title: string;
  openPoint: string;
  /** Requirements the pending test would refine, if any. */
  requirements?: string[];
  /** As TestMeta's. */
  origin?: string;
  errorRows?: Array<{ error: string; op: string }>;
}

const ID = new RegExp(`^${testIdPattern()}$`);
const registered = new Set<string>();

function checkDeclaration(id: string, title: string, requirements: Requirement[]): Area {
  if (!ID.test(id)) throw new Error(`test id "${id}" must look like D-TOKEN-LIFETIME-1800`);
  if (registered.has(id)) throw new Error(`test id "${id}" is declared twice`);
  registered.add(id);
  if (title.length >= 70 || /\bshould\b/i.test(title)) throw new Error(`${id}: the title must be a present-tense fact under 70 characters`);
  const area = areaOfId(id);
  for (const r of requirements) {
    if (r.area !== area) throw new Error(`${id} is an area ${area} test but names ${r.id} of area ${r.area}`);
    if (r.excluded) throw new Error(`${id} names ${r.id}, which the catalogue marks excluded`);
  }
  return area;
}

/** The test file declaring a test, and where its id is written: its data file, else that test file. */
function locate(meta: { id: string; origin?: string }): { file: string; origin: string } {
  const file = declaringFile();
  if (!file) throw new Error(`${meta.id}: declared outside a test file under suites/`);
  return { file, origin: originOf(meta.id, meta.origin ?? file) };
}

export function conformanceTest(meta: TestMeta, body: (t: Conformance) => Promise<void>): void {
  const requirements = meta.requirements.map(requirement);
  if (requirements.length === 0) throw new Error(`${meta.id} names no requirement`);
  const area = checkDeclaration(meta.id, meta.title, requirements);
  const { file, origin } = locate(meta);
  const run = runContext();
  const wait = waitOf(meta, run);
  const requestsTimeout = Math.max(60_000, 4 * run.config.requestTimeoutMs + 5_000);
  const timeout = wait && run.timeMode === "real" ? wait.seconds * 1000 + requestsTimeout : requestsTimeout;
  // vitest's own timeout only backs the test's deadline up: that one stands still while the target's pacing holds the
  // test's requests, within the run's pacing budget, and ends the test itself.
  declareIn(file, () => test.concurrent(`${meta.id} ${meta.title}`, { timeout: timeout + PACING_BUDGET_MS }, async (ctx) => {
    ctx.task.meta.conformance = { id: meta.id, area, requirements: meta.requirements, file, origin };
    if (run.allure !== false) labelTest(ctx.task.meta, { id: meta.id, area, requirements, hint: meta.hint });
    const deadline = new TestDeadline(timeout, Math.min(5_000, timeout / 10));
    const t = new Conformance(meta.id, run, deadline.signal);
    try {
      checkPreconditions(meta, run, wait);
      await Promise.race([body(t), deadline.expired]);
    } catch (err) {
      if (err instanceof Skip) return skip(ctx, err);
      if (err instanceof TargetUnresponsiveError) return skip(ctx, new Skip("not-run", `not run: ${err.message}`));
      ctx.task.meta.conformance.outcome = isTargetFailure(err) ? "failed" : "broken";
      markKnownFailure(ctx.task.meta, run.knownFailures?.[meta.id]);
      throw explain(err, meta, origin, requirements, t.exchanges);
    } finally {
      deadline.clear();
      const pacing = pacingOf(t.exchanges);
      if (pacing) ctx.task.meta.conformance.pacing = pacing;
      if (run.allure !== false) attachExchanges(ctx.task.meta, t.exchanges);
    }
  }));
}

/** A test the spec leaves open: always skipped, quoting the spec's words, until the point is settled. */
export function pendingTest(meta: PendingMeta): void {
  const point = findOpenPoint(meta.openPoint);
  const requirements = (meta.requirements ?? []).map(requirement);
  const area = checkDeclaration(meta.id, meta.title, requirements);
  if (!point.tests.includes(meta.id)) throw new Error(`${meta.id}: open point ${point.id} does not list it under "tests"`);
  const { file, origin } = locate(meta);
  // Not vitest's 5 s default: its skip reason reaches the main thread by an RPC, which a worker busy starting hundreds of
  // paced tests beside it (CONFORMANCE_MAX_WORKERS) answered in 2-5 s.
  declareIn(file, () => test.concurrent(`${meta.id} ${meta.title}`, { timeout: 60_000 }, async (ctx) => {
    ctx.task.meta.conformance = { id: meta.id, area, requirements: meta.requirements ?? [], openPoint: point.id, file, origin };
    const run = runContext();
    if (run.allure !== false) labelTest(ctx.task.meta, { id: meta.id, area, requirements, openPoint: point });
    return skip(ctx, new Skip("pending", pendingReason(point)));
  }));
}

export function pendingReason(point: OpenPoint): string {
  return `pending ${point.id}: “${point.quote}” (${point.section}${point.ambiguity ? `; AMBIGUITIES ${point.ambiguity}` : ""}). ${point.question}`;
}

function checkPreconditions(meta: TestMeta, run: RunContext, wait: ServerWait | undefined): void {
  for (const field of meta.needsCredentials ?? []) {
    if (run.config[field] === undefined) {
      const key = CONFIG_KEYS.find((k) => k.field === field)!;
      throw new Skip("missing-input", `missing credential ${key.env}: ${key.doc}`);
    }
  }
  for (const need of meta.needs ?? []) {
    if (profileValue(run.profile, need) === undefined) {
      throw new Skip("missing-input", missingInputReason(need));
    }
  }
  if (wait && run.timeMode === "off") throw new Skip("disabled", timeModeOffReason(wait));
  if (meta.destructive && !run.allowDestructive) {
    throw new Skip("disabled", "disabled: the test deletes or cancels data; set CONFORMANCE_ALLOW_DESTRUCTIVE=true "
      + "and mark the resources disposable in the profile");
  }
}

async function skip(ctx: TestContext, s: Skip): Promise<never> {
  // A reason may quote what the target answered: it leaves the worker redacted, like every failure message.
  const reason = redactor.text(s.reason);
  const meta = ctx.task.meta.conformance;
  if (meta) meta.skip = { kind: s.kind, reason };
  if (meta && s.openPoint) meta.openPoint = s.openPoint;
  await ctx.annotate(reason, "skip-reason");
  return ctx.skip(reason);
}

/** Says a failure in the suite's words, adds rule, spec words, hint and the redacted exchanges; redacts everything it carries. */
function explain(err: unknown, meta: TestMeta, origin: string, requirements: Requirement[], exchanges: Exchange[]): unknown {
  if (!(err instanceof Error)) return err;
  inSuiteWords(err);
  const lines = [
    `declared at ${origin}`,
    ...requirements.map((r) => `rule ${r.id}: ${r.rule} (spec: ${r.section}${r.item ? `, ${r.item}` : ""}: “${r.quote}”)`),
    ...(meta.hint ? [`hint: ${meta.hint}`] : []),
    ...exchanges.slice(-3).map(exchangeText),
  ];
  err.message = redactor.text(`${err.message}\n\n${lines.join("\n")}`);
  if (err.stack) err.stack = redactor.text(withMessage(err.stack, `${err.name}: ${err.message}`));
  // vitest diffs and prints the values whole: a value the target sent is cut first.
  const withValues = err as Error & { actual?: unknown; expected?: unknown };
  if ("actual" in withValues) withValues.actual = redactor.json(cutValue(withValues.actual));
  if ("expected" in withValues) withValues.expected = redactor.json(cutValue(withValues.expected));
  return err;
}

/** A stack with its message (everything before the first "at" line) replaced: line by line, one pass. */
function withMessage(stack: string, message: string): string {
  const lines = stack.split("\n");
  const at = lines.findIndex((l, i) => i > 0 && /^\s+at /.test(l));
  return at < 0 ? stack : [message, ...lines.slice(at)].join("\n");
}

/** What a test body works with: expect, run context, recorded HTTP clients, seeded data. */
export class Conformance {
  readonly exchanges: Exchange[] = [];
  /**
   * vitest's global expect, not the test context's: a test's own expect (made for every test, half a millisecond) serves
   * snapshots, expect.assertions, soft and polled assertions and unawaited .resolves/.rejects, none of which the suite
   * uses (test/unit/project-hygiene.test.ts keeps it so); a failed assertion throws in the test that made it either way.
   */
  readonly expect: ExpectStatic = expect;
  private fakerInstance: Faker | undefined;

  constructor(readonly testId: string, readonly run: RunContext, readonly deadline?: AbortSignal) {}

  /** A client for a base URL that records into this test; `breaker` keeps a host outside the target off the run's breaker. */
  client(baseUrl: string | undefined, auth?: HeaderLine, breaker?: CircuitBreaker): HttpClient {
    if (!baseUrl) throw new Error(`${this.testId}: the target URL for this area is not configured`);
    const { requestTimeoutMs, maxBodyBytes } = this.run.config;
    return new HttpClient(baseUrl, { timeoutMs: requestTimeoutMs, maxBodyBytes, testId: this.testId, auth, record: this.exchanges, breaker, signal: this.deadline });
  }

  /** {legacy_base_url}, without credentials. */
  get legacy(): HttpClient {
    return this.client(this.run.target.legacyBaseUrl);
  }

  /** {base_url} with the area B/C credential. */
  get api(): HttpClient {
    return this.client(this.run.target.baseUrl, this.run.config.apiAuth);
  }

  /** A profile input the test declared in `needs`. */
  input<T>(path: string): T {
    return profileValue(this.run.profile, path) as T;
  }

  /** Faker seeded from the run seed and the test id: the same data for this test on every run with that seed. */
  get faker(): Faker {
    this.fakerInstance ??= seededFaker(testSeed(this.run.config.seed.value, this.testId));
    return this.fakerInstance;
  }

  /** Pending at run time: what the target answered is one of the readings an open point allows (`observed` says which). */
  pending(openPointId: string, observed?: string): never {
    const point = findOpenPoint(openPointId);
    throw new Skip("pending", `${observed ? `${observed}: ` : ""}${pendingReason(point)}`, point.id);
  }

  disabled(reason: string): never {
    throw new Skip("disabled", `disabled: ${reason}`);
  }
}
