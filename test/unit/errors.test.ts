// Failed versus broken is decided by the error's type: assertions and the harness's target failures fail a test.
import { describe, expect, test } from "vitest";
import { HarnessError, isTargetFailure, TargetError, TargetFailure } from "../../harness/outcomes/errors.js";

const thrown = (fn: () => void): unknown => {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error("nothing was thrown");
};

describe("isTargetFailure", () => {
  test("counts expect() assertions, extended matchers and the harness's target failures", () => {
    expect(isTargetFailure(thrown(() => expect(1).toBe(2)))).toBe(true);
    expect(isTargetFailure(thrown(() => expect(200).toBeOneOf([404, 409])))).toBe(true);
    expect(isTargetFailure(new TargetFailure("the list pages without end"))).toBe(true);
    expect(isTargetFailure(new TargetError("GET /x: timed out"))).toBe(true);
  });

  test("counts every other error as broken, whatever its name says", () => {
    expect(isTargetFailure(new TypeError("x is undefined"))).toBe(false);
    expect(isTargetFailure(new HarnessError("bad profile", "fix it"))).toBe(false);
    expect(isTargetFailure(Object.assign(new Error("looks like one"), { name: "AssertionError" }))).toBe(false);
  });
});
