// Unit tests of area B's "empty success" check: a zero-length body and {} both pass, anything else fails.
import { describe, expect, test } from "vitest";
import type { Conformance } from "../../harness/tests/conformance-test.js";
import type { HttpResponse } from "../../harness/http/http.js";
import { expectEmptySuccess } from "../../harness/identity-verification/expectations.js";

/** Just enough of a test's `t` for the check: its expect. */
const fakeT = { expect } as unknown as Conformance;

function answer(status: number, text: string): HttpResponse {
  let json: unknown;
  try {
    json = text.trim() === "" ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, text, json, headers: {}, truncated: false, durationMs: 1 } as unknown as HttpResponse;
}

const passes = (res: HttpResponse) => () => expectEmptySuccess(fakeT, res, "the call");

describe("expectEmptySuccess", () => {
  test.each([
    ["a zero-length body", ""],
    ["an empty JSON object", "{}"],
    ["an empty JSON object with white space", " {}\n"],
  ])("accepts 200 with %s", (_, text) => {
    expect(passes(answer(200, text))).not.toThrow();
  });

  test.each([
    ["a JSON object with a field", '{"status":"READY"}'],
    ["a JSON array", "[]"],
    ["JSON null", "null"],
    ["text", "OK"],
  ])("refuses 200 with %s", (_, text) => {
    expect(passes(answer(200, text))).toThrow(/answers an empty body/);
  });

  test("refuses an empty body whose status is not 200", () => {
    expect(passes(answer(204, ""))).toThrow(/status of the call/);
  });
});
