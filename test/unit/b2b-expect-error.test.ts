// Area A error identifiers: found at a pointer or anywhere in the body, under the profile's spelling; failures name the key.
import { describe, expect, test } from "vitest";
import { expectError, findIdentifier, wireIdentifier, type ErrorIdentifierLocation } from "../../harness/tests/expect-error.js";
import type { HttpResponse } from "../../harness/http/http.js";
import { Skip } from "../../harness/outcomes/skip.js";

const KEY = "b2b.errors";
const answer = (status: number, json: unknown): HttpResponse =>
  ({ status, headers: {}, text: JSON.stringify(json), json, truncated: false, durationMs: 1 }) as HttpResponse;
const NOT_FOUND = { status: 404, identifier: "B2bTaxInvoiceNotFoundError", what: "GET of an unknown tax invoice" };
const SDK: ErrorIdentifierLocation = { at: ["/type"], identifiers: { B2bTaxInvoiceNotFoundError: "B2B_TAX_INVOICE_NOT_FOUND" } };

describe("error identifier", () => {
  test("is found at one of the profile's pointers", () => {
    const body = { error: { kind: "B2bTaxInvoiceNotFoundError" } };
    expect(findIdentifier({ body }, { at: ["/type", "/error/kind"] }, "B2bTaxInvoiceNotFoundError")).toBe("/error/kind");
    expect(findIdentifier({ body }, { at: ["/type"] }, "B2bTaxInvoiceNotFoundError")).toBeUndefined();
  });

  test("is found anywhere in the body as a whole value, not as part of one", () => {
    const location = { anywhere: true };
    expect(findIdentifier({ body: { errors: [{ code: "B2bFileNotFoundError" }] } }, location, "B2bFileNotFoundError")).toBe("(a value in the body)");
    expect(findIdentifier({ body: { message: "B2bFileNotFoundError: no file" } }, location, "B2bFileNotFoundError")).toBeUndefined();
  });

  test("is a value of any JSON type: an integer code is not its text", () => {
    expect(findIdentifier({ body: { code: 4041 } }, { at: ["/code"] }, 4041)).toBe("/code");
    expect(findIdentifier({ body: { code: "4041" } }, { at: ["/code"] }, 4041)).toBeUndefined();
    expect(findIdentifier({ body: [{ code: 4041 }] }, { anywhere: true }, 4041)).toBe("(a value in the body)");
  });

  test("is found in the profile's header, its name without case, its value trimmed", () => {
    const location = { header: "X-Error-Code" };
    expect(findIdentifier({ body: {}, headers: { "x-error-code": " B2B_FILE_NOT_FOUND " } }, location, "B2B_FILE_NOT_FOUND")).toBe("header X-Error-Code");
    expect(findIdentifier({ body: {}, headers: { "x-error-code": "4041" } }, location, 4041)).toBe("header X-Error-Code");
    expect(findIdentifier({ body: { code: "B2B_FILE_NOT_FOUND" }, headers: {} }, location, "B2B_FILE_NOT_FOUND")).toBeUndefined();
  });

  test("expectError reads the header where the profile says so", () => {
    const res = { ...answer(404, {}), headers: { "x-error": "B2B_TAX_INVOICE_NOT_FOUND" } } as HttpResponse;
    expect(() => expectError({ expect }, res, NOT_FOUND, { key: KEY, location: { ...SDK, at: undefined, header: "x-error" } })).not.toThrow();
    expect(() => expectError({ expect }, answer(404, { type: "B2B_TAX_INVOICE_NOT_FOUND" }), NOT_FOUND, { key: KEY, location: { ...SDK, at: undefined, header: "x-error" } }))
      .toThrow(/in header x-error/);
  });

  test("uses the profile's mapped spelling, the spec's one otherwise", () => {
    expect(wireIdentifier(SDK, "B2bTaxInvoiceNotFoundError")).toBe("B2B_TAX_INVOICE_NOT_FOUND");
    expect(wireIdentifier(SDK, "UnauthorizedError")).toBe("UnauthorizedError");
  });

  test("expectError passes on the status and the mapped identifier at the pointer", () => {
    const body = { type: "B2B_TAX_INVOICE_NOT_FOUND", message: "no such invoice" };
    expect(expectError({ expect }, answer(404, body), NOT_FOUND, { key: KEY, location: SDK })).toEqual(body);
  });

  test("expectError accepts either identifier where the spec allows either", () => {
    const either = { ...NOT_FOUND, identifier: ["B2bTaxInvoiceNotFoundError", "B2bFileNotFoundError"] };
    expect(() => expectError({ expect }, answer(404, { type: "B2bFileNotFoundError" }), either, { key: KEY, location: { at: ["/type"] } })).not.toThrow();
  });

  test("a failure shows the body and names the profile key to set", () => {
    const body = { type: "B2bTaxInvoiceNotFoundError" };
    expect(() => expectError({ expect }, answer(404, body), NOT_FOUND, { key: KEY, location: SDK }))
      .toThrow(/"B2B_TAX_INVOICE_NOT_FOUND" \(spec: B2bTaxInvoiceNotFoundError\) at \/type .*body: \{"type":"B2bTaxInvoiceNotFoundError"\}; .*set b2b\.errors/s);
  });

  test("a wrong status fails before the identifier is looked at", () => {
    expect(() => expectError({ expect }, answer(400, { type: "B2B_TAX_INVOICE_NOT_FOUND" }), NOT_FOUND, { key: KEY, location: SDK }))
      .toThrow(/status of GET of an unknown tax invoice/);
  });

  test("without a location the test is skipped naming the key", () => {
    let thrown: unknown;
    try { expectError({ expect }, answer(404, {}), NOT_FOUND, { key: KEY, location: { identifiers: {} } }); } catch (err) { thrown = err; }
    expect(thrown).toBeInstanceOf(Skip);
    expect((thrown as Skip).kind).toBe("missing-input");
    expect((thrown as Skip).reason).toContain("missing profile input b2b.errors");
  });
});
