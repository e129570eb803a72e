// From every area A spec row a newcomer reaches the code of every test that checks it in at most two steps: an operation's
// row leads to its file (the one whose first line quotes it), an error-table row to the file of each operation it names,
// which declares a test of the row or names the one that does, and a state-table row to its tests' ids written in the row.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { ListedTest } from "../../cli/list-command.js";
import { ROOT } from "../../harness/paths.js";
import { operationRows } from "../../harness/b2b/spec/operation-table.js";
import { STATE_TABLE, stateRows } from "../../harness/b2b/spec/state-table.js";
import { errorRows } from "../../suites/b2b/drivers/error-rows.js";
import { runNode } from "../support/run-cli.js";

const SUITE = join("suites", "b2b");
const files = (readdirSync(join(ROOT, SUITE), { recursive: true }) as string[]).filter((f) => f.endsWith(".test.ts")).map((f) => join(SUITE, f));
const firstLine = (file: string) => readFileSync(join(ROOT, file), "utf8").split("\n", 1)[0]!;
/** Whether a file writes a test id whole (not as the start of a longer id). */
const writes = (file: string, id: string) => new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(readFileSync(join(ROOT, file), "utf8"));

let tests: ListedTest[];
beforeAll(async () => {
  const listed = await runNode([join(ROOT, "cli", "conformance.mjs"), "list", "--area", "b2b", "--json"]);
  expect(listed.exitCode, listed.stderr).toBe(0);
  tests = JSON.parse(listed.stdout) as ListedTest[];
}, 120_000);

/** The file of an operation: the one whose first line quotes "#<op> <METHOD> <path>". */
const fileOf = (op: string) => {
  const o = operationRows().find((r) => r.op === op)!;
  return files.filter((f) => firstLine(f).includes(`#${op} ${o.method} ${o.path}`));
};

describe("area A's spec rows lead to their tests", () => {
  test("every operation has one file, declaring its tests", () => {
    for (const { op } of operationRows()) {
      expect(fileOf(op), `files of operation ${op}`).toHaveLength(1);
      expect(tests.some((t) => t.file === fileOf(op)[0]), `tests declared in ${fileOf(op)[0]}`).toBe(true);
    }
  });

  test("every error-table row of every operation it names has a test in that operation's file, or its id written there", () => {
    const missing: string[] = [];
    for (const row of errorRows()) {
      for (const op of row.operations) {
        const checking = tests.filter((t) => t.errorRows?.some((r) => r.error === row.error && r.op === op));
        const file = fileOf(op)[0]!;
        if (!checking.some((t) => t.file === file || writes(file, t.id))) missing.push(`${row.error} on ${op}: ${checking.map((t) => t.id).join(", ") || "no test"}`);
      }
    }
    expect(missing, "error rows (identifier on operation) without a test reachable from the operation's file").toEqual([]);
  });

  test("every test of a state-table precondition is declared in its operation's file, its origin the row's line", () => {
    const lines = readFileSync(STATE_TABLE, "utf8").split("\n");
    for (const row of stateRows()) {
      for (const p of row.preconditions) {
        for (const id of Object.keys(p.tests)) {
          const t = tests.find((x) => x.id === id);
          expect(t, `${id} of "${row.operation}"`).toBeDefined();
          expect(t!.file, id).toBe(fileOf(p.op)[0]);
          expect(t!.errorRows, id).toEqual([{ error: p.error, op: p.op }]);
          const [, line] = /:(\d+)$/.exec(t!.origin)!;
          expect(lines[Number(line) - 1], `${id}: ${t!.origin}`).toContain(`"${id}"`);
        }
      }
      for (const id of row.alsoCheckedBy) expect(tests.map((t) => t.id), `"${row.operation}" also checked by`).toContain(id);
    }
  });
});
