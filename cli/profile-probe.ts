// Probes the target with a profile's area A section: each template renders, no answer is 5xx, each pointer resolves.
// Only success paths of operations 1 to 24 in test mode: everything changed is created by the probe itself.
import { isHarnessError } from "../harness/errors.js";
import { findIdentifier, wireIdentifier } from "../harness/expect-error.js";
import { ProfilePointerError, readPointer } from "../harness/json-pointer.js";
import { profileValue } from "../harness/profile.js";
import { Skip } from "../harness/skip.js";
import type { RunContext } from "../harness/target.js";
import { B2B_OPERATIONS } from "../harness/b2b/operations.js";
import { INPUT } from "../harness/b2b/profile.js";
import { render } from "../harness/b2b/template.js";
import { probeContext, ProbeApi, type Verdict } from "./profile-probe-api.js";

export type { Verdict };
const OPERATION_DEADLINE_MS = 60_000;

const deadline = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no result within ${ms / 1000} s`)), ms).unref());

/** Runs every operation's success path, then checks what it could not reach by sending. */
export async function probeB2b(run: RunContext): Promise<Map<string, Verdict>> {
  const api = new ProbeApi(probeContext({ ...run, config: { ...run.config, b2bTestMode: true } }));
  for (const op of B2B_OPERATIONS) {
    api.current = `${op.op} (${op.title})`;
    try {
      await Promise.race([op.success(api), deadline(OPERATION_DEADLINE_MS)]);
    } catch (err) {
      if (err instanceof Skip) {
        const missing = op.needs.filter((need) => profileValue(run.profile, need) === undefined);
        for (const need of missing) api.mark(need, { state: "missing", note: "tests that need it are skipped" });
        if (missing.length === 0) api.mark(`operation ${api.current}`, { state: "not probed", note: err.reason });
        continue;
      }
      // A pointer read outside B2bApi.read (the state of a tax invoice) still names its key.
      if (err instanceof ProfilePointerError) { api.mark(err.profileKey, { state: "problem", note: err.problem }); continue; }
      const note = isHarnessError(err) ? err.problem : String((err as Error).message ?? err).split("\n")[0]!.slice(0, 300);
      if (![...api.verdicts.values()].some((v) => v.note === note)) api.mark(`operation ${api.current}`, { state: "problem", note });
    }
  }
  // Rendered while the variables of these operations were made (before their own template was filled).
  if (api.varsOf.has("counterpartyCreate")) api.mark(INPUT.additionalContact, { state: "ok" });
  if (api.varsOf.has("taxInvoiceDraft")) api.mark(INPUT.taxInvoice, { state: "ok" });
  await probeErrors(api);
  await probeListByBrn(api);
  statePointer(api);
  otherPointers(api);
  otherTemplates(api);
  return api.verdicts;
}

/** b2b.errors: an unknown bulk tax invoice must name B2bBulkTaxInvoiceNotFoundError where the profile says. */
async function probeErrors(api: ProbeApi): Promise<void> {
  const location = api.profile.errors;
  if (!location) return;
  api.current = "1 (GET of an unknown bulk tax invoice)";
  const res = await api.call("GET", `/b2b/bulk-tax-invoices/conformance-unknown-${api.t.faker.string.alphanumeric(12).toLowerCase()}`);
  const wire = wireIdentifier(location, "B2bBulkTaxInvoiceNotFoundError");
  const found = findIdentifier(res.json ?? res.text, location, wire);
  api.mark(INPUT.errors, found ? { state: "ok" }
    : { state: "problem", note: `the answer ${res.status} ${res.text.slice(0, 300)} does not carry "${wire}" where ${INPUT.errors} says` });
}

/** b2b.requests.counterpartyList.byBrn, with the certified counterparty's brn (the list success path sends no template). */
async function probeListByBrn(api: ProbeApi): Promise<void> {
  const brn = api.profile.fixtures?.counterparties?.certified?.brn;
  if (!brn || !(api.profile.requests?.counterpartyList as Record<string, unknown> | undefined)?.byBrn) return;
  api.current = "9 (GET of the counterparty list by brn)";
  try {
    const res = await api.send("GET", "/b2b/counterparties", "counterpartyList", "byBrn", { brn });
    if (res.status === 200) api.read(res, "counterpartyList", "items");
  } catch (err) {
    if (!(err instanceof ProfilePointerError) && !isHarnessError(err)) throw err;
  }
}

/** b2b.states.pointer, on the last tax invoice answer (the state of a suite-made invoice). */
function statePointer(api: ProbeApi): void {
  const pointer = api.profile.states?.pointer;
  const answer = api.answers.get("taxInvoice");
  if (pointer === undefined || api.verdicts.get(INPUT.statePointer)?.state === "problem") return;
  if (answer === undefined) return api.mark(INPUT.statePointer, { state: "not probed", note: "no tax invoice was answered" });
  api.mark(INPUT.statePointer, readPointer(answer, pointer).found ? { state: "ok" }
    : { state: "problem", note: `"${pointer}" finds nothing in ${JSON.stringify(answer).slice(0, 300)}` });
}

/** Pointers no success path read, tried on an answer of the same operation (itemId on the first item of the list). */
function otherPointers(api: ProbeApi): void {
  for (const [operation, pointers] of Object.entries(api.profile.responses ?? {})) {
    for (const [value, pointer] of Object.entries(pointers)) {
      const key = INPUT.response(operation, value);
      if (api.verdicts.has(key)) continue;
      const answer = api.answers.get(operation);
      if (answer === undefined) { api.mark(key, { state: "not probed", note: "no success path of this probe answered this operation" }); continue; }
      const items = value === "itemId" ? readPointer(answer, pointers.items ?? "").value : undefined;
      const doc = value === "itemId" ? (Array.isArray(items) ? items[0] : undefined) : answer;
      if (doc === undefined) { api.mark(key, { state: "not probed", note: "the list was empty" }); continue; }
      api.mark(key, readPointer(doc, pointer).found ? { state: "ok" } : { state: "problem", note: `"${pointer}" finds nothing in ${JSON.stringify(doc).slice(0, 300)}` });
    }
  }
}

/** Scenario templates the success paths did not send, rendered with the variables of their operation. */
/** Variables only some scenarios take, on top of their operation's (harness/b2b/modification-drafts.ts). */
const SCENARIO_VARS: Record<string, Record<string, string>> = {
  modification: { modificationType: "(the profile's b2b.fixtures.taxInvoices.modificationType)", originalKey: "(a sending-completed original)" },
};

function otherTemplates(api: ProbeApi): void {
  for (const [operation, scenarios] of Object.entries(api.profile.requests ?? {})) {
    if (operation === "additionalContact" || operation === "taxInvoice") continue;
    for (const [scenario, template] of Object.entries(scenarios as Record<string, unknown>)) {
      const key = INPUT.request(operation, scenario);
      if (api.verdicts.has(key)) continue;
      const vars = api.varsOf.get(operation);
      if (!vars) { api.mark(key, { state: "not probed", note: "its operation was not sent by this probe" }); continue; }
      try {
        render(template, { ...vars, ...SCENARIO_VARS[scenario] }, key);
        api.mark(key, { state: "ok", note: "renders with its operation's variables (not sent)" });
      } catch (err) {
        api.mark(key, { state: "problem", note: isHarnessError(err) ? err.problem : String(err) });
      }
    }
  }
}
