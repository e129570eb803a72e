// Reads a response body as a JSON object, failing with the reason when it is empty, not JSON, or too large.
import type { ExpectStatic } from "vitest";
import type { HttpResponse } from "../http/http.js";

export function jsonObject(expect: ExpectStatic, res: HttpResponse): Record<string, unknown> {
  const why = res.jsonError ?? (res.json === undefined ? "the body is empty" : undefined);
  expect(why, `a JSON object body (status ${res.status})`).toBeUndefined();
  expect(res.json, "the body is a JSON object").toBeTypeOf("object");
  expect(Array.isArray(res.json) || res.json === null, "the body is a JSON object, not an array or null").toBe(false);
  return res.json as Record<string, unknown>;
}
