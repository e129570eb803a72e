// Area A calls for one test: credentials per scheme, the test's mode, templates filled, pointers read, setup steps judged.
import type { Conformance } from "../../tests/conformance-test.js";
import { CONFIG_KEYS, type Config, type HeaderLine } from "../../config/config.js";
import { expectError, findIdentifier, wireIdentifier, type ExpectedError } from "../../tests/expect-error.js";
import type { HttpResponse, RequestOptions } from "../../http/http.js";
import { atPointer, readPointer } from "../../tests/json-pointer.js";
import { givenKey } from "../../config/profile.js";
import { missingInputReason } from "../../config/profile-inputs.js";
import { claimIndex } from "../../run/run-claims.js";
import { Skip } from "../../outcomes/skip.js";
import { wrongCredential } from "../../tests/credentials.js";
import { formatBrn, freshBrn, invalidBrn } from "../spec/brn.js";
import { pathOf, row } from "../spec/operation-table.js";
import { ANSWER_FAMILY, b2bProfile, INPUT, type B2bProfile, type B2bRequest } from "../profile/keys.js";
import { render, type Vars } from "../profile/template.js";
import { excerpt } from "../../secrets/bounded-text.js";

/** bearer and serviceKey: the spec's two schemes; disabled: an account without B2B; none and wrong: for 401. */
export type Scheme = "main" | "bearer" | "serviceKey" | "disabled" | "none" | "wrong";

const CREDENTIAL: Record<"bearer" | "serviceKey" | "disabled", keyof Config> = {
  bearer: "b2bBearerAuth", serviceKey: "b2bServiceKeyAuth", disabled: "b2bDisabledAuth",
};

export interface CallOptions {
  scheme?: Scheme;
  /** With scheme "wrong", the wrong credential to send (a configured one with one part altered); by default every part made up. */
  wrong?: HeaderLine;
  /** true/false sends test; null sends none; undefined follows the test's mode. */
  test?: boolean | null;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  body?: string;
}

/** Which template of the profile a call fills, and with what. */
export interface TemplatedRequest {
  /** The path's parameters: { taxInvoiceKey }, { counterpartyId }. */
  params?: Record<string, string>;
  /** The operation whose templates are used (b2b.requests.<template>); by default the row's own name. */
  template?: string;
  /** Default "valid". */
  scenario?: string;
  vars?: Vars;
}

export interface ApiOptions {
  /**
   * The test parameter of every call the test makes, its setup included: a test of test=false creates what it uses
   * with test=false too (whether test and live data are shared is open). Undefined: CONFORMANCE_B2B_TEST_MODE.
   */
  test?: boolean;
}

export class B2bApi {
  readonly profile: B2bProfile;
  readonly mode: boolean | undefined;

  constructor(readonly t: Conformance, options: ApiOptions = {}) {
    this.profile = b2bProfile(t.run.profile);
    this.mode = options.test;
  }

  /** Whether this test's calls run in test mode: its own mode, else the configured one. */
  get inTestMode(): boolean {
    return this.mode ?? this.t.run.config.b2bTestMode;
  }

  credential(scheme: Exclude<Scheme, "none" | "wrong">): HeaderLine {
    if (scheme === "main") return this.optional("bearer") ?? this.credential("serviceKey");
    const found = this.optional(scheme);
    if (found) return found;
    const key = CONFIG_KEYS.find((k) => k.field === CREDENTIAL[scheme])!;
    throw new Skip("missing-input", `missing credential ${key.env}: ${key.doc}`);
  }

  private optional(scheme: "bearer" | "serviceKey" | "disabled"): HeaderLine | undefined {
    return this.t.run.config[CREDENTIAL[scheme]] as HeaderLine | undefined;
  }

  async call(method: string, path: string, o: CallOptions = {}): Promise<HttpResponse> {
    const scheme = o.scheme ?? "main";
    const auth = scheme === "none" ? null : scheme === "wrong" ? o.wrong ?? wrongCredential(this.t, this.credential("main")) : this.credential(scheme);
    const configured = this.mode ?? (this.t.run.config.b2bTestMode ? true : undefined);
    const test = o.test === undefined ? configured : (o.test ?? undefined);
    const options: RequestOptions = { auth, query: { ...o.query, ...(test === undefined ? {} : { test }) } };
    if (o.json !== undefined) options.json = o.json;
    if (o.body !== undefined) options.body = o.body;
    if (o.body !== undefined) options.headers = { "content-type": "application/json" };
    return this.t.client(this.t.run.target.baseUrl).request(method, path, options);
  }

  /** The profile's template for an operation and scenario, filled with the variables; skipped when absent. */
  template(operation: string, scenario: string, vars: Vars): { query?: Record<string, string>; json?: unknown } {
    const key = INPUT.request(operation, scenario);
    const template = this.need<B2bRequest>(key);
    const out: { query?: Record<string, string>; json?: unknown } = {};
    const query = template.query ? (render(template.query, vars, key) as Record<string, unknown>) : {};
    if (template.requestBody !== undefined) query.requestBody = JSON.stringify(render(template.requestBody, vars, key));
    if (Object.keys(query).length > 0) out.query = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
    if (template.body !== undefined) out.json = render(template.body, vars, key);
    return out;
  }

  /** Sends operation `op` (its number in the operation table: method and path from its row) with a request template filled. */
  async send(op: string, r: TemplatedRequest = {}, o: CallOptions = {}): Promise<HttpResponse> {
    const filled = this.template(r.template ?? row(op).name, r.scenario ?? "valid", r.vars ?? {});
    return this.call(row(op).method, pathOf(op, r.params), { ...o, query: { ...filled.query, ...o.query }, json: filled.json });
  }

  /** The profile key of the pointer to a value of an operation's answer: its own, else its family's; skipped when neither. */
  answerKey(operation: string, value: string): string {
    const need = ANSWER_FAMILY[operation] || value === "state" ? INPUT.answer(operation, value) : INPUT.response(operation, value);
    const key = givenKey(this.t.run.profile, need);
    if (key === undefined) throw new Skip("missing-input", missingInputReason(need));
    return key;
  }

  /** The value at the profile's pointer for a value of an operation's answer. */
  read(res: HttpResponse, operation: string, value: string): unknown {
    const key = this.answerKey(operation, value);
    return atPointer(res.json ?? res.text, this.need<string>(key), key);
  }

  /**
   * A value the answer may legally lack (an approval number before issuance): undefined when the profile names no
   * pointer for it; otherwise whether the pointer found it.
   */
  readIfThere(res: HttpResponse, operation: string, value: string): { found: boolean; value?: unknown } | undefined {
    const need = ANSWER_FAMILY[operation] ? INPUT.answer(operation, value) : INPUT.response(operation, value);
    const key = givenKey(this.t.run.profile, need);
    return key === undefined ? undefined : readPointer(res.json ?? res.text, this.need<string>(key));
  }

  /** A profile input; the test is skipped, naming the key, when it is missing. */
  need<T>(key: string): T {
    const value = this.t.input<T>(key);
    if (value === undefined) throw new Skip("missing-input", missingInputReason(key));
    return value;
  }

  /**
   * The answer of the operation under test must be 200. A call that names the profile's fixtures (`onFixtures`) in a
   * test whose mode is not the one they live in (CONFORMANCE_B2B_TEST_MODE) may be answered 404 under one reading of an
   * open point: test and live data may be kept apart.
   */
  expectSuccess(res: HttpResponse, what: string, onFixtures = false): void {
    if (onFixtures) this.fixturesOfOtherMode(res, what);
    this.t.expect(res.status, `status of ${what} (${excerpt(res.text, 300)})`).toBe(200);
  }

  /**
   * A call naming the profile's fixtures, answered 404 in a test whose mode is not the one they live in: test and live
   * data may be kept apart (A-OPEN-TEST-MODE), so the test is pending.
   */
  fixturesOfOtherMode(res: HttpResponse, what: string): void {
    const fixturesMode = this.t.run.config.b2bTestMode;
    if (res.status === 404 && this.mode !== undefined && this.mode !== fixturesMode) {
      this.t.pending("A-OPEN-TEST-MODE", `${what} was answered 404 with test=${this.mode}, where the profile's fixtures are those of test=${fixturesMode}`);
    }
  }

  /** Whether an answer carries a spec identifier where the profile says error bodies name it (false without a location). */
  carries(res: HttpResponse, identifier: string): boolean {
    const location = this.profile.errors;
    if (!location) return false;
    return findIdentifier({ body: res.json ?? res.text, headers: res.headers }, location, wireIdentifier(location, identifier)) !== undefined;
  }

  expectError(res: HttpResponse, expected: ExpectedError): void {
    expectError(this.t, res, expected, { key: INPUT.errors, location: this.profile.errors });
  }

  /**
   * The test that stands for an operation (its key in test ids) under this test's settings: its success in this
   * test's mode, else with the main credential's scheme.
   */
  dedicated(key: string): string {
    if (this.mode !== undefined) return `A-${key}-TEST-${String(this.mode).toUpperCase()}`;
    return `A-${key}-${this.optional("bearer") ? "BEARER-JWT" : "SERVICE-KEY"}`;
  }

  /**
   * A step that only prepares this test (a creation, an issue, an upload) must be answered 200. A refusal is blamed
   * once, on the step's own test `dedicated`: there it fails; every other test built on the step is not run, naming it.
   */
  setupStep(res: HttpResponse, what: string, dedicated: string): HttpResponse {
    if (res.status === 200) return res;
    if (this.t.testId === dedicated) this.t.expect(res.status, `status of ${what} (${excerpt(res.text, 200)})`).toBe(200);
    throw new Skip("not-run", `not run: the setup step ${what} was refused by the target (${res.status} ${excerpt(res.text, 160)}) — see ${dedicated}`);
  }

  /**
   * The test cannot apply to this target: what it needs is an object the spec allows but this target legally refuses
   * to make (an invoice without its creator's document key, a draft named as an original). Pending, never failed.
   */
  unreachable(why: string, openPoint = "A-OPEN-REQUEST-SHAPES"): never {
    return this.t.pending(openPoint, `not reachable on this target: ${why}`);
  }

  /** A brn the target must hold invalid: the profile's, else one with a wrong check digit, in the profile's format. */
  invalidBrn(): string {
    return this.profile.fixtures?.invalidBrn ?? formatBrn(invalidBrn(this.t.faker), this.profile.values?.brnFormat);
  }

  /** A brn no counterparty has yet, made the way the profile says; a list's brns are handed out once per run, across workers. */
  freshBrn(): string {
    const how = this.need<NonNullable<NonNullable<B2bProfile["fixtures"]>["freshBrns"]>>(INPUT.freshBrns);
    if (how.method === "check-digit") return formatBrn(freshBrn(this.t.faker), this.profile.values?.brnFormat);
    const brn = how.brns[claimIndex("freshBrns", this.t.run.scratch?.claimsDir)];
    if (brn === undefined) throw new Skip("missing-input", missingInputReason(INPUT.freshBrns, `the list ran out (${how.brns.length} brns)`));
    return brn;
  }
}
