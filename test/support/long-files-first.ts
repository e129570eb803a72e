// The self-tests' order: the longest files first, whatever vitest remembers. A fresh checkout (CI) has no record of
// earlier durations, and vitest would then start the largest files first: the fault sweeps, a few kilobytes, would
// start last and end the run minutes after everything else.
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { ROOT } from "../../harness/paths.js";

/** The files that take longest (about 140, 50, 45 and 30 seconds on two cores), longest first. */
export const LONGEST = ["test/meta/faults.test.ts", "test/container/reference-image.test.ts", "test/meta/generated-dialects.test.ts",
  "test/meta/hostile-target.test.ts", "test/cli/pipeline.test.ts"];

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const at = LONGEST.indexOf(relative(ROOT, f.moduleId));
      return at < 0 ? LONGEST.length : at;
    };
    const sorted = await super.sort(files);
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}
