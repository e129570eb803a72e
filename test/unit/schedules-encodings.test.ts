// Area C encodings: timestamps in each profile format, array parameters, and the defaults for a silent profile.
import { describe, expect, test } from "vitest";
import { buildUrl } from "../../harness/http/http.js";
import { arrayParam, encodings } from "../../harness/schedules/encodings.js";
import { listQuery } from "../../harness/schedules/api.js";
import { formatTimestamp, parseTimestamp } from "../../harness/schedules/timestamps.js";
import { skipIfEncodingRefused } from "../../harness/schedules/refused.js";
import type { Conformance } from "../../harness/tests/conformance-test.js";
import type { HttpResponse } from "../../harness/http/http.js";
import { Skip } from "../../harness/outcomes/skip.js";

const MS = Date.UTC(2026, 10, 22, 3, 4, 5);

describe("timestamps", () => {
  test.each([
    ["rfc3339", "2026-11-22T03:04:05Z"],
    ["unix-seconds", String(MS / 1000)],
    ["unix-milliseconds", String(MS)],
  ] as const)("%s writes and reads back the same instant", (format, text) => {
    expect(formatTimestamp(MS + 600, format)).toBe(format === "unix-milliseconds" ? String(MS + 600) : text);
    expect(parseTimestamp(text, format)).toBe(MS);
  });

  test("rfc3339 reads offsets and fractions, and refuses what is not RFC 3339", () => {
    expect(parseTimestamp("2026-11-22T12:04:05.250+09:00", "rfc3339")).toBe(MS + 250);
    for (const bad of ["2026-11-22", "2026-11-22T03:04:05", "22/11/2026 03:04", "1763780645", "", "2026-13-40T99:99:99Z"]) {
      expect(parseTimestamp(bad, "rfc3339"), bad).toBeUndefined();
    }
  });

  test("unix formats read digit strings only, never numbers or dates", () => {
    expect(parseTimestamp(MS / 1000, "unix-seconds")).toBeUndefined();
    expect(parseTimestamp("2026-11-22T03:04:05Z", "unix-seconds")).toBeUndefined();
    expect(parseTimestamp("-5", "unix-milliseconds")).toBeUndefined();
  });
});

describe("array parameters", () => {
  const url = (q: Record<string, string | readonly string[]>) => decodeURIComponent(buildUrl("http://x", "/v2/schedules", q).split("?")[1]!);

  test.each([
    ["repeat", "status=STARTED&status=COMPLETED"],
    ["comma", "status=STARTED,COMPLETED"],
    ["brackets", "status[]=STARTED&status[]=COMPLETED"],
  ] as const)("%s encodes status as %s", (encoding, query) => {
    expect(url(arrayParam("status", ["STARTED", "COMPLETED"], encoding))).toBe(query);
  });
});

describe("profile encodings", () => {
  test("a profile without area C keys gets the defaults, each marked as defaulted", () => {
    const e = encodings({ name: "x" });
    expect(e).toMatchObject({ timestampFormat: "rfc3339", arrayEncoding: "repeat", deleteParameters: "query" });
    expect([...e.defaulted].sort()).toEqual(["arrayEncoding", "deleteParameters", "timestampFormat"]);
  });

  test("profile values win and are not marked as defaulted", () => {
    const e = encodings({ name: "x", schedules: { timestampFormat: "unix-seconds", arrayEncoding: "comma" } });
    expect(e.timestampFormat).toBe("unix-seconds");
    expect([...e.defaulted]).toEqual(["deleteParameters"]);
    expect(listQuery({ start: MS, end: MS + 1000, statuses: ["SCHEDULED", "CANCELLED"], page: 0, limit: 5 }, e))
      .toMatchObject({ start: String(MS / 1000), end: String(MS / 1000 + 1), status: "SCHEDULED,CANCELLED", page: 0, limit: 5 });
  });
});

describe("a refused default encoding", () => {
  const t = (schedules?: Record<string, unknown>) => ({ run: { profile: { name: "x", schedules } } }) as unknown as Conformance;
  const answer = (status: number, code?: string) => ({ status, json: code ? { code } : undefined }) as HttpResponse;
  const skipOf = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      return err;
    }
    return undefined;
  };

  test("is a missing profile input when the encoding was the suite's default", () => {
    const err = skipOf(() => skipIfEncodingRefused(t(), answer(400, "INVALID_REQUEST"), { times: true }));
    expect(err).toBeInstanceOf(Skip);
    expect(err).toMatchObject({ kind: "missing-input", reason: expect.stringMatching(/^missing profile input schedules\.timestampFormat/) });
    expect(skipOf(() => skipIfEncodingRefused(t({ timestampFormat: "rfc3339" }), answer(400), { times: true, deleteParameters: true })))
      .toMatchObject({ reason: expect.stringMatching(/schedules\.deleteParameters/) });
  });

  test("is judged normally when the profile names the encoding, the status is not 400, or the code is the expected one", () => {
    expect(skipOf(() => skipIfEncodingRefused(t({ timestampFormat: "unix-seconds" }), answer(400), { times: true }))).toBeUndefined();
    expect(skipOf(() => skipIfEncodingRefused(t(), answer(500), { times: true, arrays: true }))).toBeUndefined();
    expect(skipOf(() => skipIfEncodingRefused(t(), answer(400, "SCHEDULE_ALREADY_PROCESSED"), { arrays: true, expectedCode: "SCHEDULE_ALREADY_PROCESSED" })))
      .toBeUndefined();
  });
});
