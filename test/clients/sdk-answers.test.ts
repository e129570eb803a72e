// Every answer of the reference's default dialect that the official PortOne server SDK (0.19) reads, driven through its
// clients and checked, as received, against the SDK's own types (sdk-schemas/, `npm run sdk-schemas`): the JS SDK never
// checks an answer at run time, a stricter client (the Python SDK of the same API schema) does.
// Where the SDK and the spec disagree, the spec wins (the reference follows the spec) and the check says so:
// - channel.pgProvider: the spec's neutral stand-in PROVIDER_A is no value of the SDK's PgProvider; it is accepted.
// - methods whose operation the spec does not have, or whose answer no client parses, are not driven (NOT_DRIVEN).
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Ajv, type ValidateFunction } from "ajv";
import ajvFormats from "ajv-formats";
import { B2bClient, IdentityVerificationClient, PlatformClient } from "@portone/server-sdk";
import { describeErrors } from "../../harness/spec/schemas.js";
import { BULK_TAX_INVOICE_ID, BUSINESS_INFO_BRNS, SENDING_COMPLETED_ID } from "../../reference/b2b/seed.js";
import { channelKeys, seededIds } from "../../reference/identity-verification/seed.js";
import { MAIN_STORE_ID } from "../../reference/stores.js";
import type { ReferenceInstance } from "../../reference/server.js";
import { recordExchanges, type ExchangeRecorder } from "./exchanges.js";
import { loopbackOnly, type LoopbackGuard } from "./loopback.js";
import { invoice, reverse, startSdkReference } from "./sdk-reference.js";
import { generate, SCHEMA_FILE } from "./sdk-schemas/generate.js";

type Node = Record<string, any>;
const schema = JSON.parse(readFileSync(SCHEMA_FILE, "utf8")) as Node;
(schema.definitions.PgProvider.enum as string[]).push("PROVIDER_A"); // the spec wins, see above

const addFormats = ((ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats) as unknown as (a: Ajv) => void;
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, discriminator: true });
addFormats(ajv);
ajv.addSchema(schema, "sdk");

const NOT_IN_SPEC = "the spec has no such operation";
const NOT_DRIVEN: Record<string, string> = {
  "taxInvoice.downloadB2bTaxInvoicesSheet": "op 12 answers text/csv, which the SDK reads as text",
  "taxInvoice.attachB2bTaxInvoiceFile": "op 16 answers empty, the SDK reads no body",
  "taxInvoice.deleteB2bTaxInvoiceAttachment": "op 17 answers empty, the SDK reads no body",
  "taxInvoice.requestB2bTaxInvoice": NOT_IN_SPEC,
  "taxInvoice.sendToNtsB2bTaxInvoice": NOT_IN_SPEC,
  "taxInvoice.getB2bTaxInvoice": NOT_IN_SPEC,
  "taxInvoice.deleteB2bTaxInvoice": NOT_IN_SPEC,
  "taxInvoice.getB2bTaxInvoices": NOT_IN_SPEC,
  "company.getPlatformCompanyState": NOT_IN_SPEC,
  "identityVerification.getIdentityVerifications": NOT_IN_SPEC,
};

interface Clients {
  taxInvoice: B2bClient["taxInvoice"];
  company: PlatformClient["company"];
  identityVerification: IdentityVerificationClient;
}
type Args<F> = F extends (...args: infer A) => unknown ? A : never;
type Answer<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

let ref: ReferenceInstance;
let guard: LoopbackGuard;
let recorder: ExchangeRecorder;
let sdk: Clients;

beforeAll(async () => {
  const started = await startSdkReference();
  ref = started.ref;
  guard = loopbackOnly();
  recorder = recordExchanges();
  const { b2b, identityVerification } = started.secrets;
  sdk = { taxInvoice: B2bClient({ secret: b2b, baseUrl: ref.baseUrl }).taxInvoice, company: PlatformClient({ secret: b2b, baseUrl: ref.baseUrl }).company,
    identityVerification: IdentityVerificationClient({ secret: identityVerification, baseUrl: ref.baseUrl }) };
});
afterAll(async () => {
  recorder.restore();
  guard.restore();
  await ref.close();
});

/** Calls an SDK method and checks the body it received against the method's answer type; each failure names the field. */
async function read<C extends keyof Clients, M extends keyof Clients[C] & string>(client: C, method: M, ...args: Args<Clients[C][M]>):
  Promise<Answer<Clients[C][M]>> {
  const from = recorder.exchanges.length;
  const answer = await (sdk[client][method] as (...a: unknown[]) => Promise<Answer<Clients[C][M]>>)(...args);
  const [exchange, ...more] = recorder.exchanges.slice(from);
  expect(more, `${client}.${method} makes one request`).toEqual([]);
  const typeName = String(schema.definitions.SdkAnswers.properties[client].properties[method].$ref).split("/").pop();
  const validate = ajv.getSchema(`sdk#/definitions/${typeName}`) as ValidateFunction;
  if (!validate(JSON.parse(exchange!.body))) {
    expect.fail(`${client}.${method}: ${exchange!.method} ${exchange!.path} answered ${exchange!.status}, which is no SDK ${typeName}:\n`
      + describeErrors(validate.errors).join("\n"));
  }
  return answer;
}

/** The methods the tests below drive, registered while the file is collected. */
const driven = new Set<string>();
function answers<C extends keyof Clients>(client: C, method: keyof Clients[C] & string, what: string, run: () => Promise<unknown>): void {
  driven.add(`${client}.${method}`);
  test(`answers ${method}${what && ` (${what})`} in the SDK's type`, run);
}

const draft = async () => (await read("taxInvoice", "draftB2bTaxInvoice", { taxInvoice: invoice(), test: true })).taxInvoice;
const requested = async () => (await read("taxInvoice", "requestB2bTaxInvoiceReverseIssuance", { taxInvoice: reverse(), test: true })).taxInvoice;
const issued = async () => (await read("taxInvoice", "issueB2bTaxInvoiceImmediately", { taxInvoice: invoice(), test: true })).taxInvoice;

describe("B2bClient.taxInvoice of @portone/server-sdk 0.19 against the reference", () => {
  answers("taxInvoice", "getB2bBulkTaxInvoice", "", () => read("taxInvoice", "getB2bBulkTaxInvoice", { bulkTaxInvoiceId: BULK_TAX_INVOICE_ID, test: true }));
  answers("taxInvoice", "createB2bFileUploadUrl", "", () => read("taxInvoice", "createB2bFileUploadUrl", { fileName: "sdk.pdf", test: true }));
  answers("taxInvoice", "draftB2bTaxInvoice", "", draft);
  answers("taxInvoice", "draftB2bTaxInvoice", "modifying an original", () => read("taxInvoice", "draftB2bTaxInvoice", { taxInvoice: invoice(),
    modification: { type: "CORRECTION_OF_ENTRY_ERRORS", taxInvoiceKey: SENDING_COMPLETED_ID }, memo: "sdk", test: true }));
  answers("taxInvoice", "updateB2bTaxInvoiceDraft", "", async () => {
    const { id, supplierDocumentKey } = await draft();
    await read("taxInvoice", "updateB2bTaxInvoiceDraft", { taxInvoiceKey: id, taxInvoice: invoice({ supplierDocumentKey, totalAmount: 110000 }), test: true });
  });
  answers("taxInvoice", "issueB2bTaxInvoiceImmediately", "", issued);
  answers("taxInvoice", "requestB2bTaxInvoiceReverseIssuance", "", requested);
  answers("taxInvoice", "issueB2bTaxInvoice", "", async () => read("taxInvoice", "issueB2bTaxInvoice", { taxInvoiceKey: (await draft()).id, test: true }));
  answers("taxInvoice", "cancelB2bTaxInvoiceIssuance", "", async () =>
    read("taxInvoice", "cancelB2bTaxInvoiceIssuance", { taxInvoiceKey: (await issued()).id, test: true }));
  answers("taxInvoice", "cancelB2bTaxInvoiceRequest", "", async () =>
    read("taxInvoice", "cancelB2bTaxInvoiceRequest", { taxInvoiceKey: (await requested()).id, test: true }));
  answers("taxInvoice", "refuseB2bTaxInvoiceRequest", "", async () =>
    read("taxInvoice", "refuseB2bTaxInvoiceRequest", { taxInvoiceKey: (await requested()).id, test: true }));
  answers("taxInvoice", "getB2bTaxInvoiceAttachments", "one file", async () => {
    const { id } = await draft();
    const upload = await read("taxInvoice", "createB2bFileUploadUrl", { fileName: "sdk.pdf", test: true });
    expect((await fetch(upload.url, { method: "PUT", body: "%PDF-1.4 sdk" })).ok, "the upload").toBe(true);
    await sdk.taxInvoice.attachB2bTaxInvoiceFile({ taxInvoiceKey: id, fileId: upload.fileId, test: true });
    expect((await read("taxInvoice", "getB2bTaxInvoiceAttachments", { taxInvoiceKey: id, test: true })).attachments).toHaveLength(1);
  });
  answers("taxInvoice", "getB2bTaxInvoicePdfDownloadUrl", "", async () =>
    read("taxInvoice", "getB2bTaxInvoicePdfDownloadUrl", { taxInvoiceKey: (await issued()).id, test: true }));
  answers("taxInvoice", "getB2bTaxInvoicePopupUrl", "", async () =>
    read("taxInvoice", "getB2bTaxInvoicePopupUrl", { taxInvoiceKey: (await issued()).id, includeMenu: true, test: true }));
  answers("taxInvoice", "getB2bTaxInvoicePrintUrl", "", async () =>
    read("taxInvoice", "getB2bTaxInvoicePrintUrl", { taxInvoiceKey: (await issued()).id, test: true }));
});

describe("PlatformClient.company of @portone/server-sdk 0.19 against the reference", () => {
  answers("company", "getB2bBusinessInfos", "", () => read("company", "getB2bBusinessInfos", { brnList: BUSINESS_INFO_BRNS }));
});

describe("IdentityVerificationClient of @portone/server-sdk 0.19 against the reference", () => {
  const customer = { name: "Answer Test", phoneNumber: "01012345678", identityNumber: "9001011", ipAddress: "127.0.0.1" };
  const seeded = () => seededIds(ref.context.seed, MAIN_STORE_ID);
  const control = (id: string, step: string, method = "GET") => fetch(`${ref.baseUrl}/__control/identity-verifications/${id}${step}`, { method });
  const sent = async (method: "SMS" | "APP") => {
    const id = `sdk-${randomUUID()}`;
    await read("identityVerification", "sendIdentityVerification", { identityVerificationId: id, channelKey: channelKeys(MAIN_STORE_ID).TEST,
      customer: method === "SMS" ? customer : { ...customer, identityNumber: undefined }, operator: "SKT", method });
    return id;
  };
  const confirmed = async () => {
    const id = await sent("SMS");
    const { otp } = (await (await control(id, "/otp")).json()) as { otp: string };
    await read("identityVerification", "confirmIdentityVerification", { identityVerificationId: id, otp });
    return id;
  };
  const lookup = (id: string) => read("identityVerification", "getIdentityVerification", { identityVerificationId: id });

  answers("identityVerification", "sendIdentityVerification", "", () => sent("SMS"));
  answers("identityVerification", "resendIdentityVerification", "", async () =>
    read("identityVerification", "resendIdentityVerification", { identityVerificationId: await sent("SMS") }));
  answers("identityVerification", "confirmIdentityVerification", "by OTP", confirmed);
  answers("identityVerification", "confirmIdentityVerification", "in the app", async () => {
    const id = await sent("APP");
    expect((await control(id, "/app-completion", "POST")).ok, "the app completion").toBe(true);
    await read("identityVerification", "confirmIdentityVerification", { identityVerificationId: id });
  });
  answers("identityVerification", "getIdentityVerification", "never sent", async () => {
    const id = `sdk-${randomUUID()}`;
    expect((await control(id, "", "POST")).status, "a READY verification created by the control API").toBe(201);
    expect((await lookup(id)).status).toBe("READY");
  });
  answers("identityVerification", "getIdentityVerification", "sent", async () => expect((await lookup(await sent("SMS"))).status).toBe("READY"));
  answers("identityVerification", "getIdentityVerification", "FAILED", async () => expect((await lookup(seeded().FAILED)).status).toBe("FAILED"));
  answers("identityVerification", "getIdentityVerification", "VERIFIED", async () => {
    expect((await lookup(seeded().VERIFIED)).status).toBe("VERIFIED");
    expect((await lookup(await confirmed())).status).toBe("VERIFIED");
  });
});

describe("the SDK answer schemas", () => {
  test("cover every method of the three clients, driven or named here", () => {
    const offered = Object.entries(sdk).flatMap(([client, methods]) => Object.keys(methods).map((m) => `${client}.${m}`));
    expect(offered.filter((m) => !driven.has(m) && !(m in NOT_DRIVEN)), "methods neither driven nor named in NOT_DRIVEN").toEqual([]);
    expect([...driven, ...Object.keys(NOT_DRIVEN)].filter((m) => !offered.includes(m)), "names of no SDK method").toEqual([]);
    const described = Object.entries(schema.definitions.SdkAnswers.properties as Node).flatMap(([c, s]) => Object.keys(s.properties).map((m) => `${c}.${m}`));
    expect([...driven].filter((m) => !described.includes(m)), "driven methods without a schema").toEqual([]);
  });

  test("are what `npm run sdk-schemas` writes for the installed SDK", { timeout: 60_000 }, () => {
    expect(JSON.parse(readFileSync(SCHEMA_FILE, "utf8")), "the checked-in schemas (`npm run sdk-schemas` rewrites them)").toEqual(generate());
  });
});
