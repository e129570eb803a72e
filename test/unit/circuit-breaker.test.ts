// The circuit breaker: opens an origin after N requests in a row got no answer, tells its listeners once, and can start again.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { CircuitBreaker, TargetUnresponsiveError, type OriginState } from "../../harness/http/circuit-breaker.js";
import { redactor } from "../../harness/secrets/redact.js";

const TARGET = "http://127.0.0.1:9";
const HOOK = "http://127.0.0.1:10";

describe("circuit breaker", () => {
  test("opens at the threshold and refuses with the URL and the last problem", () => {
    const breaker = new CircuitBreaker(3);
    const opened: OriginState[] = [];
    breaker.onOpen((s) => opened.push(s));
    for (let i = 0; i < 3; i++) {
      breaker.check(`${TARGET}/a`);
      breaker.unanswered(`${TARGET}/a`, "no complete answer within 10000 ms");
    }
    breaker.unanswered(`${TARGET}/a`, "again");
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ origin: TARGET, open: true, consecutiveFailures: 3, failedUrl: `${TARGET}/a` });
    expect(() => breaker.check(`${TARGET}/b`)).toThrow(TargetUnresponsiveError);
    expect(() => breaker.check(`${TARGET}/b`)).toThrow(/target unresponsive: 4 requests in a row got no answer .*\/b was not sent/);
    expect(breaker.state()).toMatchObject({ open: true, threshold: 3 });
  });

  test("keeps each origin apart: a hanging hook does not stop the target's traffic", () => {
    const breaker = new CircuitBreaker(2);
    breaker.unanswered(`${HOOK}/otp`, "timeout");
    breaker.unanswered(`${HOOK}/otp`, "timeout");
    expect(() => breaker.check(`${TARGET}/v2/schedules`)).not.toThrow();
    expect(() => breaker.check(`${HOOK}/otp`)).toThrow(TargetUnresponsiveError);
  });

  test("starts counting again after an answer", () => {
    const breaker = new CircuitBreaker(2);
    breaker.unanswered(`${TARGET}/a`, "refused");
    breaker.answered(`${TARGET}/b`);
    breaker.unanswered(`${TARGET}/a`, "refused");
    expect(breaker.state()).toMatchObject({ open: false, origins: [{ consecutiveFailures: 1 }] });
  });

  test("is no conformance failure: its name holds no Assertion", () => {
    expect(new TargetUnresponsiveError("u", "f", 3, "p").name).not.toMatch(/assert/i);
  });

  test("closes on reset with a new threshold", () => {
    const breaker = new CircuitBreaker(1);
    breaker.unanswered(`${TARGET}/a`, "refused");
    breaker.reset(5);
    expect(breaker.state()).toEqual({ open: false, threshold: 5, origins: [] });
  });

  test("counts across processes that share the run's directory, and opens for all of them", () => {
    const dir = mkdtempSync(join(tmpdir(), "breaker-test-"));
    try {
      const [first, second, reporter] = [new CircuitBreaker(2, join(dir, "b")), new CircuitBreaker(2, join(dir, "b")), new CircuitBreaker(2, join(dir, "b"))];
      first.unanswered(`${TARGET}/a`, "timeout");
      second.unanswered(`${TARGET}/b`, "timeout");
      expect(() => first.check(`${TARGET}/c`)).toThrow(TargetUnresponsiveError);
      expect(reporter.state()).toMatchObject({ open: true, origins: [{ origin: TARGET, consecutiveFailures: 2, failedUrl: `${TARGET}/b` }] });
      expect(statSync(join(dir, "b")).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("keeps and shows the URLs it is given only redacted", () => {
    const dir = mkdtempSync(join(tmpdir(), "breaker-test-"));
    try {
      redactor.addSecret("breaker-secret-0123456789", "access_token");
      const breaker = new CircuitBreaker(1, join(dir, "b"));
      breaker.unanswered(`${TARGET}/a?token=breaker-secret-0123456789`, "timeout for breaker-secret-0123456789");
      const err = (() => { try { breaker.check(`${TARGET}/b?t=breaker-secret-0123456789`); } catch (e) { return e as Error; } })();
      expect(err).toBeInstanceOf(TargetUnresponsiveError);
      expect(JSON.stringify([breaker.state(), err!.message, (err as TargetUnresponsiveError).url])).not.toContain("breaker-secret-0123456789");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("keeps no state for an origin that answered, in the shared directory too", () => {
    const dir = mkdtempSync(join(tmpdir(), "breaker-test-"));
    try {
      const breaker = new CircuitBreaker(3, join(dir, "b"));
      breaker.unanswered(`${TARGET}/a`, "timeout");
      breaker.answered(`${TARGET}/a`);
      expect(breaker.state()).toEqual({ open: false, threshold: 3, origins: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
