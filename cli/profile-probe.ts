// Probes the target with a profile's area A section: each operation's success path and each modification is sent with
// the profile's templates, and each key judged (renders, answered, pointer resolves). Test mode only, and only on what
// the probe creates itself.
import { isHarnessError } from "../harness/outcomes/errors.js";
import { inSuiteWords } from "../harness/tests/failure-words.js";
import { findIdentifier, wireIdentifier } from "../harness/tests/expect-error.js";
import { ProfilePointerError, readPointer } from "../harness/tests/json-pointer.js";
import { profileValue } from "../harness/config/profile.js";
import { Skip } from "../harness/outcomes/skip.js";
import type { RunContext } from "../harness/target/target.js";
import { OPERATIONS } from "../harness/b2b/operations/catalog.js";
import { createModificationDraft, MODIFIES_ORIGINAL, modificationOf, updateModificationDraft } from "../harness/b2b/states/modification-drafts.js";
import { sendingCompletedOriginal, waitsForOriginal } from "../harness/b2b/states/sending-completed.js";
import { createInvoice, creationOperation, invoiceVars, sendCreate, stateOf } from "../harness/b2b/records/tax-invoices.js";
import { jsonText } from "../harness/b2b/profile/match.js";
import { referenceOf } from "../harness/b2b/records/references.js";
import { unknownLike } from "../harness/b2b/records/unknowns.js";
import { uploadFile } from "../harness/b2b/records/uploads.js";
import { ANSWER_FAMILY, INPUT } from "../harness/b2b/profile/keys.js";
import { render } from "../harness/b2b/profile/template.js";
import { excerpt, shownValue } from "../harness/secrets/bounded-text.js";
import { probeContext, ProbeApi, type Verdict } from "./profile-probe-api.js";

export type { Verdict };
const OPERATION_DEADLINE_MS = 60_000;

const deadline = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no result within ${ms / 1000} s`)), ms).unref());

/** What the probe found: a verdict per profile key, and one per operation it called with the profile's templates. */
export interface ProbeResult {
  keys: Map<string, Verdict>;
  operations: Map<string, Verdict>;
  /** The statuses the target answered the calls that carried the account's credential with. */
  credentialed: number[];
}

/** Runs every operation's success path and the modifications, then checks what it could not reach by sending. */
export async function probeB2b(run: RunContext): Promise<ProbeResult> {
  const api = new ProbeApi(probeContext({ ...run, config: { ...run.config, b2bTestMode: true } }));
  const operations = new Map<string, Verdict>();
  for (const op of OPERATIONS) {
    api.current = `${op.op} (${op.title})`;
    operations.set(`${op.op} ${op.title}`, await attempt(api, op.needs, () => op.success(api)));
  }
  for (const m of MODIFICATIONS) {
    api.current = `${m.op} (${m.title})`;
    operations.set(`${m.op} ${m.title}`, await attempt(api, m.needs, () => m.send(api)));
  }
  // Rendered while the variables of these operations were made (before their own template was filled).
  if (api.varsOf.has("counterpartyCreate")) api.mark(INPUT.additionalContact, { state: "ok" });
  if (api.varsOf.has("taxInvoiceDraft")) api.mark(INPUT.taxInvoice, { state: "ok" });
  for (const operation of Object.keys(api.profile.requests?.taxInvoicePerOperation ?? {})) {
    if (api.varsOf.has(operation)) api.mark(INPUT.taxInvoiceOf(operation), { state: "ok" });
  }
  if (api.profile.requests?.modification !== undefined && api.varsOf.has("modification")) api.mark(INPUT.modification, { state: "ok" });
  await probeStates(api);
  await probeUpload(api);
  await probeErrors(api);
  await probeListByBrn(api);
  otherPointers(api);
  otherTemplates(api);
  return { keys: api.verdicts, operations, credentialed: api.credentialed };
}

/** One operation's success path: ok, a problem with what the target answered, or not probed with the reason. */
async function attempt(api: ProbeApi, needs: string[], call: () => Promise<unknown>): Promise<Verdict> {
  try {
    await Promise.race([call(), deadline(OPERATION_DEADLINE_MS)]);
    return { state: "ok" };
  } catch (err) {
    if (err instanceof Skip) {
      const missing = needs.filter((need) => profileValue(api.t.run.profile, need) === undefined);
      for (const need of missing) api.mark(need, { state: "missing", note: "tests that need it are skipped" });
      return { state: "not probed", note: err.reason };
    }
    // A pointer read outside B2bApi.read (the state of a tax invoice) still names its key.
    if (err instanceof ProfilePointerError) api.mark(err.profileKey, { state: "problem", note: err.problem });
    const note = isHarnessError(err) ? err.problem : excerpt(String(inSuiteWords(err as Error).message ?? err).split("\n")[0], 400);
    return { state: "problem", note };
  }
}

/**
 * The modification templates, in the combinations the spec requires to work: a forward draft and a forward immediate
 * issuance modifying the (forward) sending-completed original, and an update of such a draft. A reverse request
 * modifying a forward original is not among them: a target may keep an original's issuance type.
 */
const MODIFICATIONS = [
  ...(["draft", "immediate"] as const).map((how) => ({
    op: { draft: "13", immediate: "15" }[how], title: `${{ draft: "POST draft", immediate: "POST issue-immediately" }[how]} modifying a sending-completed original`,
    needs: [...MODIFIES_ORIGINAL, INPUT.request(creationOperation(how), "modification")],
    async send(api: ProbeApi) {
      const original = await originalForProbe(api);
      api.expectSuccess(await sendCreate(api, how, invoiceVars(api, "forward"), { modification: modificationOf(api, original) }), this.title);
    },
  })),
  {
    op: "13", title: "POST draft modifying a drafted original (refused when the input is seen)", needs: [...MODIFIES_ORIGINAL],
    async send(api: ProbeApi) {
      const drafted = await createInvoice(api, "draft");
      const res = await sendCreate(api, "draft", invoiceVars(api, "forward"), { modification: modificationOf(api, referenceOf(api, drafted, "a draft")) });
      if (res.status === 200) {
        throw new Error(`the target reads no modification input where ${INPUT.request("taxInvoiceDraft", "modification")} or ${INPUT.modification} puts it `
          + `(or it accepts modifications of drafted originals, which the spec forbids): a modification of the drafted invoice ${drafted.id} was saved, `
          + `200 ${excerpt(res.text, 120)}`);
      }
    },
  },
  {
    op: "14", title: "PUT draft of a modification draft, with its modification input", needs: [...MODIFIES_ORIGINAL, INPUT.request("taxInvoiceUpdateDraft", "modification")],
    async send(api: ProbeApi) {
      await originalForProbe(api);
      const d = await createModificationDraft(api);
      api.expectSuccess(await updateModificationDraft(api, d, d.vars, true), this.title);
    },
  },
];

/** A sending-completed original, unless reaching one means waiting in real time (a check does not wait minutes). */
async function originalForProbe(api: ProbeApi): Promise<unknown> {
  const wait = waitsForOriginal(api.t.run);
  if (wait && api.t.run.timeMode !== "controlled") api.t.disabled(`reaching a sending-completed original takes ${wait.what}: run the suite (time mode real), or give a hook`);
  return sendingCompletedOriginal(api);
}

/**
 * b2b.states.names with real states. A new draft must match DRAFTED (the spec: POST draft "creates a draft-saved tax
 * invoice"). The answers of an immediate issuance and a reverse request are matched too, but the state after them is
 * open (A-OPEN-STATE-AFTER): matching nothing is a note, not a problem. Matching several states always is one.
 */
async function probeStates(api: ProbeApi): Promise<void> {
  const names = api.profile.states?.names as Record<string, unknown> | undefined;
  if (names === undefined) return;
  for (const [how, state] of [["draft", "DRAFTED"], ["immediate", "ISSUED"], ["reverse", "REQUESTED"]] as const) {
    const key = `${INPUT.stateNames}.${state}`;
    api.current = `${{ draft: "13", immediate: "15", reverse: "15b" }[how]} (the state its answer shows)`;
    try {
      const made = await createInvoice(api, how);
      const value = api.read(made.res, made.operation, "state");
      const seen = stateOf(names, value);
      const shown = jsonText(value, 160);
      if (seen === state) api.mark(key, { state: "ok", note: `matches the answer of ${made.operation} (${shown})` });
      else if (state === "DRAFTED") api.mark(key, { state: "problem", note: `a new draft shows ${shown}, which ${names.DRAFTED === undefined ? "no match" : "it does not match"} reads as DRAFTED (read as ${seen})` });
      else api.mark(key, { state: "not probed", note: `the answer of ${made.operation} shows ${shown} (read as ${seen}); the state after it is open, so this is no proof either way` });
    } catch (err) {
      if (err instanceof Skip) continue;
      if (err instanceof ProfilePointerError) api.mark(err.profileKey, { state: "problem", note: err.problem });
      api.mark(key, { state: "problem", note: isHarnessError(err) ? err.problem : excerpt(String((err as Error).message).split("\n")[0], 300) });
    }
  }
  if (names.sendingCompleted !== undefined) api.mark(`${INPUT.stateNames}.sendingCompleted`, { state: "not probed", note: "no answer the suite can ask for shows an invoice in that state (AMBIGUITIES 33)" });
}

/** b2b.upload: a file uploaded as the profile describes must be stored (a refused upload is a problem, never "not probed"). */
async function probeUpload(api: ProbeApi): Promise<void> {
  if (api.profile.upload === undefined) return;
  api.current = "11 (an upload to the answered URL)";
  try {
    await uploadFile(api);
    api.mark(INPUT.upload, { state: "ok", note: api.profile.upload.method === "none" ? "informational URL: nothing uploaded" : "a file was uploaded as it says" });
  } catch (err) {
    if (err instanceof Skip) return api.mark(INPUT.upload, { state: "not probed", note: err.reason });
    api.mark(INPUT.upload, { state: "problem", note: isHarnessError(err) ? err.problem : excerpt(String((err as Error).message).split("\n")[0], 300) });
  }
}

/** b2b.errors: an unknown bulk tax invoice must name B2bBulkTaxInvoiceNotFoundError where the profile says. */
async function probeErrors(api: ProbeApi): Promise<void> {
  const location = api.profile.errors;
  if (!location) return;
  api.current = "1 (GET of an unknown bulk tax invoice)";
  const bulk = api.profile.fixtures?.bulkTaxInvoiceId ?? "conformance-bulk-0001";
  const res = await api.call("GET", `/b2b/bulk-tax-invoices/${encodeURIComponent(String(unknownLike(api, bulk)))}`);
  const wire = wireIdentifier(location, "B2bBulkTaxInvoiceNotFoundError");
  // Where it was found: "" is the pointer to the whole body (a text body that is the identifier).
  const found = findIdentifier({ body: res.json ?? res.text, headers: res.headers }, location, wire);
  api.mark(INPUT.errors, found !== undefined ? { state: "ok" }
    : { state: "problem", note: `the answer ${res.status} ${excerpt(res.text, 300)} does not carry ${JSON.stringify(wire)} where ${INPUT.errors} says` });
}

/** b2b.requests.counterpartyList.byBrn, with the certified counterparty's brn (the list success path sends no template). */
async function probeListByBrn(api: ProbeApi): Promise<void> {
  const brn = api.profile.fixtures?.counterparties?.certified?.brn;
  if (!brn || !(api.profile.requests?.counterpartyList as Record<string, unknown> | undefined)?.byBrn) return;
  api.current = "9 (GET of the counterparty list by brn)";
  try {
    // A template that walks pages ({{page}}) is sent for the first one.
    const res = await api.send("9", { scenario: "byBrn", vars: { brn, page: api.profile.values?.firstPage ?? 0 } });
    if (res.status === 200) api.read(res, "counterpartyList", "items");
  } catch (err) {
    if (!(err instanceof ProfilePointerError) && !isHarnessError(err)) throw err;
  }
}

/** Pointers no success path read, tried on an answer of their operation, or of any of their family (itemId on the list's first item). */
function otherPointers(api: ProbeApi): void {
  const keyed: { key: string; operation: string; value: string; pointer: string; items?: string }[] = Object.entries(api.profile.responses ?? {})
    .flatMap(([operation, pointers]) => Object.entries(pointers).map(([value, pointer]) => ({ key: INPUT.response(operation, value), operation, value, pointer, items: pointers.items })));
  if (api.profile.states?.pointer !== undefined) keyed.push({ key: INPUT.statePointer, operation: "taxInvoice", value: "state", pointer: api.profile.states.pointer, items: undefined });
  for (const { key, operation, value, pointer, items } of keyed) {
    if (api.verdicts.has(key)) continue;
    const answer = api.answers.get(operation) ?? [...api.answers].find(([op]) => ANSWER_FAMILY[op] === operation)?.[1];
    if (answer === undefined) { api.mark(key, { state: "not probed", note: "no success path of this probe answered this operation" }); continue; }
    const list = value === "itemId" ? readPointer(answer, items ?? "").value : undefined;
    const doc = value === "itemId" ? (Array.isArray(list) ? list[0] : undefined) : answer;
    if (doc === undefined) { api.mark(key, { state: "not probed", note: "the list was empty" }); continue; }
    if (value === "reference") { api.mark(key, referenceVerdict(api, operation, pointer)); continue; }
    api.mark(key, readPointer(doc, pointer).found ? { state: "ok" } : { state: "problem", note: `"${pointer}" finds nothing in ${shownValue(doc, 300)}` });
  }
}

/**
 * A reference pointer (the value naming an invoice as an original, such as its approval number) need not find anything
 * in the answer of an invoice that has none yet (a draft): found in one answer of its operations, it is ok; else no
 * answer of this probe could show it (F-ORIGINAL-REFERENCE).
 */
function referenceVerdict(api: ProbeApi, operation: string, pointer: string): Verdict {
  const answers = [...api.answers].filter(([op]) => op === operation || ANSWER_FAMILY[op] === operation).map(([, answer]) => answer);
  if (answers.some((answer) => readPointer(answer, pointer).found)) return { state: "ok" };
  return { state: "not probed", note: `"${pointer}" finds nothing in the answers of ${operation} this probe got; an invoice not yet issued may have no such value (its tests are not reachable)` };
}

/** Keys of b2b.requests that are parts of other templates or settings, not an operation's scenarios. */
const NOT_OPERATIONS = ["additionalContact", "taxInvoice", "taxInvoicePerOperation", "modification", "issuanceTypeSent"];

/** Scenario templates no call sent, rendered with the variables of their operation (say why they were not sent). */

function otherTemplates(api: ProbeApi): void {
  for (const [operation, scenarios] of Object.entries(api.profile.requests ?? {})) {
    if (NOT_OPERATIONS.includes(operation)) continue;
    for (const [scenario, template] of Object.entries(scenarios as Record<string, unknown>)) {
      const key = INPUT.request(operation, scenario);
      if (api.verdicts.has(key)) continue;
      const vars = api.varsOf.get(operation);
      if (!vars) { api.mark(key, { state: "not probed", note: "its operation was not sent by this probe" }); continue; }
      try {
        render(template, vars, key);
        api.mark(key, { state: "ok", note: "renders with its operation's variables (not sent)" });
      } catch (err) {
        api.mark(key, { state: "problem", note: isHarnessError(err) ? err.problem : String(err) });
      }
    }
  }
}
