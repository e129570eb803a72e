// The circuit breaker: opens after N requests in a row got no answer, tells its listeners once, and can start again.
import { describe, expect, test } from "vitest";
import { CircuitBreaker, TargetUnresponsiveError, type BreakerState } from "../../harness/circuit-breaker.js";

describe("circuit breaker", () => {
  test("opens at the threshold and refuses with the URL and the last problem", () => {
    const breaker = new CircuitBreaker(3);
    const opened: BreakerState[] = [];
    breaker.onOpen((s) => opened.push(s));
    for (let i = 0; i < 3; i++) {
      breaker.check("http://127.0.0.1:9/a");
      breaker.unanswered("http://127.0.0.1:9/a", "no complete answer within 10000 ms");
    }
    breaker.unanswered("http://127.0.0.1:9/a", "again");
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ open: true, consecutiveFailures: 3, failedUrl: "http://127.0.0.1:9/a" });
    expect(() => breaker.check("http://127.0.0.1:9/b")).toThrow(TargetUnresponsiveError);
    expect(() => breaker.check("http://127.0.0.1:9/b")).toThrow(/target unresponsive: 4 requests in a row got no answer .*\/b was not sent/);
  });

  test("is no conformance failure: its name holds no Assertion", () => {
    expect(new TargetUnresponsiveError("u", "f", 3, "p").name).not.toMatch(/assert/i);
  });

  test("stays open after an answer, and closes on reset with a new threshold", () => {
    const breaker = new CircuitBreaker(1);
    breaker.unanswered("u", "refused");
    breaker.answered();
    expect(breaker.state().open).toBe(true);
    breaker.reset(5);
    expect(breaker.state()).toEqual({ open: false, consecutiveFailures: 0, threshold: 5, failedUrl: undefined, lastProblem: undefined, openedAt: undefined });
  });
});
