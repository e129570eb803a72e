// Area A values of any JSON type: state matches, multipart bodies, brns and URLs however written.
import { describe, expect, test } from "vitest";
import { isHarnessError } from "../../harness/outcomes/errors.js";
import { seededFaker } from "../../harness/data/data.js";
import type { B2bApi } from "../../harness/b2b/client/api.js";
import { matches } from "../../harness/b2b/profile/match.js";
import { stateOf } from "../../harness/b2b/records/tax-invoices.js";
import { unknownLike } from "../../harness/b2b/records/unknowns.js";
import { multipartBody } from "../../harness/b2b/records/multipart.js";
import { formatBrn, sameBrn } from "../../harness/b2b/spec/brn.js";
import { isAbsoluteUrl } from "../../harness/b2b/spec/url.js";

const api = (seed = 7) => ({ t: { faker: seededFaker(seed) } }) as unknown as B2bApi;

describe("a state match", () => {
  test("is a value of any type, equal to the answer's", () => {
    expect(matches(3, 3)).toBe(true);
    expect(matches(3, "3")).toBe(false);
    expect(matches(true, true)).toBe(true);
    expect(matches(null, null)).toBe(true);
    expect(matches(["a", 1], ["a", 1])).toBe(true);
    expect(matches(["a", 1], ["a", 1, 2])).toBe(false);
  });

  test("or an object that matches an object holding at least its members", () => {
    expect(matches({ stage: "issued", transmitted: false }, { stage: "issued", transmitted: false, at: "x" })).toBe(true);
    expect(matches({ stage: "issued", transmitted: false }, { stage: "issued", transmitted: true })).toBe(false);
    expect(matches({ stage: "issued" }, { stage: "issued", transmitted: true })).toBe(true);
    expect(matches({ a: { b: 1 } }, { a: { b: 1, c: 2 } })).toBe(true);
    expect(matches({ stage: "issued" }, "issued")).toBe(false);
  });

  test("names the one spec state that fits, the value as text when none does", () => {
    const names = { DRAFTED: 1, ISSUED: { code: 3, sent: false }, sendingCompleted: { code: 3, sent: true } };
    expect(stateOf(names, 1)).toBe("DRAFTED");
    expect(stateOf(names, { code: 3, sent: true })).toBe("sendingCompleted");
    expect(stateOf(names, 7)).toBe("7");
    expect(stateOf(names, "REQUESTED")).toBe("REQUESTED");
  });

  test("a spec name in place of the profile's own match of that state is no state", () => {
    expect(stateOf({ DRAFTED: 1, ISSUED: 3 }, "DRAFTED")).not.toBe("DRAFTED");
    expect(stateOf({ DRAFTED: 1, ISSUED: 3 }, "DRAFTED")).toContain("not DRAFTED as the profile shows it");
  });

  test("that fits two states is a profile mistake naming both", () => {
    let thrown: unknown;
    try { stateOf({ ISSUED: { code: 3 }, sendingCompleted: { code: 3, sent: true } }, { code: 3, sent: true }); } catch (err) { thrown = err; }
    expect(isHarnessError(thrown)).toBe(true);
    expect((thrown as { problem: string }).problem).toContain("ISSUED and sendingCompleted");
  });
});

describe("an unknown value shaped like a real one", () => {
  test("changes only the longest member of an object (a copy of an original's identifying members)", () => {
    const made = unknownLike(api(), { approvalNumber: "20260105-41000012-00000034", writeDate: "20260105" }) as Record<string, string>;
    expect(made.writeDate).toBe("20260105");
    expect(made.approvalNumber).toMatch(/^\d{8}-\d{8}-\d{8}$/);
    expect(made.approvalNumber).not.toBe("20260105-41000012-00000034");
  });
});

describe("a multipart body", () => {
  test("carries the fields in order, then the file part, and its boundary", () => {
    const { body, contentType } = multipartBody({ key: "up/1", policy: { exp: 1 } }, { field: "file", filename: "a.txt", contentType: "text/plain", content: "hi\n" }, "B0");
    expect(contentType).toBe("multipart/form-data; boundary=B0");
    expect(body).toBe('--B0\r\nContent-Disposition: form-data; name="key"\r\n\r\nup/1\r\n'
      + '--B0\r\nContent-Disposition: form-data; name="policy"\r\n\r\n{"exp":1}\r\n'
      + '--B0\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhi\n\r\n--B0--\r\n');
  });

  test("escapes quotes and line breaks in names", () => {
    expect(multipartBody({ 'a"b\r\n': "v" }, { field: "f", filename: 'x".txt', contentType: "text/plain", content: "" }, "B").body)
      .toContain('name="a%22b%0D%0A"');
  });
});

describe("brns and URLs however written", () => {
  test("a brn is written in the profile's format and compared by its digits", () => {
    expect(formatBrn("1208147521", "###-##-#####")).toBe("120-81-47521");
    expect(formatBrn("1208147521")).toBe("1208147521");
    expect(sameBrn("120-81-47521", "1208147521")).toBe(true);
    expect(sameBrn(1208147521, "1208147521")).toBe(true);
    expect(sameBrn("1208147520", "1208147521")).toBe(false);
    expect(sameBrn(undefined, "")).toBe(false);
  });

  test("an answered URL is absolute, of any scheme, never a path", () => {
    expect(isAbsoluteUrl("https://a.invalid/x")).toBe(true);
    expect(isAbsoluteUrl("s3://bucket/key")).toBe(true);
    expect(isAbsoluteUrl("/__documents/1/pdf")).toBe(false);
    expect(isAbsoluteUrl(42)).toBe(false);
  });
});
