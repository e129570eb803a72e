// A B2bApi outside a test run that records, per profile key, what became of it: rendered, answered, resolved.
import { expect } from "vitest";
import type { Faker } from "@faker-js/faker";
import type { Conformance } from "../harness/tests/conformance-test.js";
import { seededFaker, testSeed } from "../harness/data/data.js";
import { isHarnessError } from "../harness/outcomes/errors.js";
import { HttpClient, type HttpResponse } from "../harness/http/http.js";
import { ProfilePointerError } from "../harness/tests/json-pointer.js";
import { profileValue } from "../harness/config/profile.js";
import { Skip } from "../harness/outcomes/skip.js";
import type { RunContext } from "../harness/target/target.js";
import { B2bApi, type CallOptions, type TemplatedRequest } from "../harness/b2b/client/api.js";
import { row } from "../harness/b2b/spec/operation-table.js";
import { INPUT } from "../harness/b2b/profile/keys.js";
import { excerpt } from "../harness/secrets/bounded-text.js";
import { UPLOADABLE } from "../harness/b2b/records/uploads.js";
import type { Vars } from "../harness/b2b/profile/template.js";

export type Verdict = { state: "ok" | "problem" | "missing" | "not probed"; note?: string };
const ID = "profile-check";

/** The members of a test context the area A helpers use, outside a test run. */
export function probeContext(run: RunContext): Conformance {
  let faker: Faker | undefined;
  const { requestTimeoutMs, maxBodyBytes } = run.config;
  return {
    testId: ID, run, exchanges: [], expect,
    client: (baseUrl: string) => new HttpClient(baseUrl, { timeoutMs: requestTimeoutMs, maxBodyBytes, testId: ID }),
    input: (path: string) => profileValue(run.profile, path),
    get faker() { return (faker ??= seededFaker(testSeed(run.config.seed.value, ID))); },
    disabled: (reason: string) => { throw new Skip("disabled", `disabled: ${reason}`); },
    pending: (openPoint: string, observed?: string) => { throw new Skip("pending", `${observed ?? "pending"}: open point ${openPoint}`, openPoint); },
  } as unknown as Conformance;
}

/** B2bApi that records, per profile key, what happened to it. */
export class ProbeApi extends B2bApi {
  readonly verdicts = new Map<string, Verdict>();
  readonly varsOf = new Map<string, Vars>();
  readonly answers = new Map<string, unknown>();
  /** The status of every answer to a call that carried the account's credential (the check blames it when all are 401 or 403). */
  readonly credentialed: number[] = [];
  current = "";

  mark(key: string, verdict: Verdict): void {
    if (this.verdicts.get(key)?.state !== "problem") this.verdicts.set(key, verdict);
  }

  override template(operation: string, scenario: string, vars: Vars) {
    const key = INPUT.request(operation, scenario);
    this.varsOf.set(operation, vars);
    if (scenario === "modification") this.varsOf.set("modification", vars);
    try {
      const out = super.template(operation, scenario, vars);
      this.mark(key, { state: "ok" });
      return out;
    } catch (err) {
      if (isHarnessError(err)) this.mark(key, { state: "problem", note: err.problem });
      throw err;
    }
  }

  override async send(op: string, r: TemplatedRequest = {}, o?: CallOptions): Promise<HttpResponse> {
    const res = await super.send(op, r, o);
    if (res.status >= 500) {
      const { method, path, name } = row(op);
      this.mark(INPUT.request(r.template ?? name, r.scenario ?? "valid"), { state: "problem", note: `${method} ${path} was answered ${res.status}` });
    }
    return res;
  }

  override async call(method: string, path: string, o?: CallOptions): Promise<HttpResponse> {
    const res = await super.call(method, path, o);
    if ([undefined, "main", "bearer", "serviceKey"].includes(o?.scheme)) this.credentialed.push(res.status);
    if (res.status >= 500) this.mark(`operation ${this.current}`, { state: "problem", note: `${method} ${path} was answered ${res.status}` });
    return res;
  }

  /**
   * A refused upload is a problem of the profile's b2b.upload or of the URL the target answered, never "not probed"; a
   * refused operation is the problem of its own line, and what builds on it is not probed, naming it.
   */
  override setupStep(res: HttpResponse, what: string, dedicated: string): HttpResponse {
    if (res.status !== 200 && dedicated === UPLOADABLE) throw new Error(`${what} was answered ${res.status} ${excerpt(res.text, 200)}`);
    return super.setupStep(res, what, dedicated);
  }

  override read(res: HttpResponse, operation: string, value: string): unknown {
    const key = this.answerKey(operation, value);
    if (value !== "itemId") this.answers.set(operation, res.json ?? res.text);
    try {
      const out = super.read(res, operation, value);
      this.mark(key, { state: "ok" });
      return out;
    } catch (err) {
      if (err instanceof ProfilePointerError) this.mark(key, { state: "problem", note: err.problem });
      throw err;
    }
  }
}
