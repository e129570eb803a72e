// Area A calls for one test: credentials per scheme, the test parameter, templates filled, pointers read.
import type { Conformance } from "../conformance-test.js";
import { CONFIG_KEYS, type Config, type HeaderLine } from "../config.js";
import { expectError, type ExpectedError } from "../expect-error.js";
import type { HttpResponse, RequestOptions } from "../http.js";
import { atPointer } from "../json-pointer.js";
import { describeInput } from "../profile-inputs.js";
import { Skip } from "../skip.js";
import { wrongCredential } from "../credentials.js";
import { freshBrn } from "./brn.js";
import { b2bProfile, INPUT, type B2bProfile, type B2bRequest } from "./profile.js";
import { render, type Vars } from "./template.js";

/** bearer and serviceKey: the spec's two schemes; disabled: an account without B2B; none and wrong: for 401. */
export type Scheme = "main" | "bearer" | "serviceKey" | "disabled" | "none" | "wrong";

const CREDENTIAL: Record<"bearer" | "serviceKey" | "disabled", keyof Config> = {
  bearer: "b2bBearerAuth", serviceKey: "b2bServiceKeyAuth", disabled: "b2bDisabledAuth",
};

export interface CallOptions {
  scheme?: Scheme;
  /** true/false sends test; null sends none; undefined follows CONFORMANCE_B2B_TEST_MODE. */
  test?: boolean | null;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  body?: string;
}

let listed = 0;

export class B2bApi {
  readonly profile: B2bProfile;
  /** The state the target reported for the invoice a test brought somewhere (tax-invoice-ways.ts): its failures name it. */
  reportedState: string | undefined;

  constructor(readonly t: Conformance) {
    this.profile = b2bProfile(t.run.profile);
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
    const auth = scheme === "none" ? null : scheme === "wrong" ? wrongCredential(this.t, this.credential("main")) : this.credential(scheme);
    const test = o.test === undefined ? (this.t.run.config.b2bTestMode ? true : undefined) : (o.test ?? undefined);
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

  /** Sends an operation's templated request. */
  async send(method: string, path: string, operation: string, scenario: string, vars: Vars, o: CallOptions = {}): Promise<HttpResponse> {
    const filled = this.template(operation, scenario, vars);
    return this.call(method, path, { ...o, query: { ...filled.query, ...o.query }, json: filled.json });
  }

  /** The value at the profile's response pointer for an operation. */
  read(res: HttpResponse, operation: string, value: string): unknown {
    const key = INPUT.response(operation, value);
    return atPointer(res.json ?? res.text, this.need<string>(key), key);
  }

  /** A profile input; the test is skipped, naming the key, when it is missing. */
  need<T>(key: string): T {
    const value = this.t.input<T>(key);
    if (value === undefined) throw new Skip("missing-input", `missing profile input ${key}: ${describeInput(key)}`);
    return value;
  }

  expectError(res: HttpResponse, expected: ExpectedError): void {
    const what = this.reportedState && expected.what ? `${expected.what}, reported ${this.reportedState}` : expected.what;
    expectError(this.t, res, { ...expected, what }, { key: INPUT.errors, location: this.profile.errors });
  }

  /** A brn no counterparty has yet, made the way the profile says. */
  freshBrn(): string {
    const how = this.need<NonNullable<NonNullable<B2bProfile["fixtures"]>["freshBrns"]>>(INPUT.freshBrns);
    if (how.method === "check-digit") return freshBrn(this.t.faker);
    const brn = how.brns[listed++];
    if (brn === undefined) throw new Skip("missing-input", `missing profile input ${INPUT.freshBrns}: the list ran out (${how.brns.length} brns); ${describeInput(INPUT.freshBrns)}`);
    return brn;
  }
}
