// Meta-test: every named fault of the reference makes the tests that claim to catch it fail, and nothing breaks.
import { describe, expect, test } from "vitest";
import { faultCatalogue } from "../../reference/faults.js";
import { idsWithStatus, runCli } from "../support/run-cli.js";

describe.concurrent("each reference fault", () => {
  for (const fault of faultCatalogue) {
    test(`${fault.name} is caught by ${fault.caughtBy.join(", ")}`, async () => {
      const run = await runCli(["run", "--area", fault.area, "--console", "none"], { CONFORMANCE_REFERENCE_FAULTS: fault.name });
      const failed = idsWithStatus(run.document, "failed");
      expect(failed, `tests failing under ${fault.name}`).toEqual(expect.arrayContaining(fault.caughtBy));
      expect(idsWithStatus(run.document, "broken"), "broken tests (suite errors) under the fault").toEqual([]);
      expect(run.document?.verdict).toBe("NOT CONFORMANT");
      expect(run.exitCode).toBe(1);
    });
  }
});
