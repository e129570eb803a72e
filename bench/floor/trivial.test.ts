// The floor of the run benchmark: vitest starting, running one trivial test, and stopping.
import { expect, test } from "vitest";

test("adds", () => {
  expect(1 + 1).toBe(2);
});
