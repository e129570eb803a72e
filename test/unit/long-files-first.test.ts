// The self-tests' sequencer names files that exist, so a renamed long file cannot silently lose its early start.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { LONGEST } from "../support/long-files-first.js";

test("every file the sequencer starts first exists", () => {
  expect(LONGEST.filter((f) => !existsSync(join(ROOT, f)))).toEqual([]);
});
