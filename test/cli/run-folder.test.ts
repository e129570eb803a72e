// The run folder in one process: the earlier bundle leaves in one step for a placeholder, the run's own bundle (or a
// stopped one) takes its place, the history carries over, nothing is left beside or inside it, beside a folder or
// inside one (a mount point); runs made together share the lock, and a live holder is refused.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { claimRunFolder } from "../../cli/run-folder.js";

/** A reports folder holding an earlier run's bundle, in a folder of its own. */
function earlierBundle(): { parent: string; dir: string } {
  const parent = mkdtempSync(join(tmpdir(), "conformance-run-folder-"));
  const dir = join(parent, "reports");
  mkdirSync(join(dir, "allure-results"), { recursive: true });
  mkdirSync(join(dir, "allure-report"));
  writeFileSync(join(dir, "conformance.json"), "earlier");
  writeFileSync(join(dir, "allure-results", "a-result.json"), "earlier result");
  writeFileSync(join(dir, "allure-report", "index.html"), "earlier report");
  writeFileSync(join(dir, "history.jsonl"), "trend\n");
  return { parent, dir };
}

const read = (path: string) => readFileSync(path, "utf8");
/** The bundle's entries; a run's own (.conformance-*, inside a mount point) aside: leftBeside waits for those to go. */
const bundleOf = (dir: string) => readdirSync(dir).filter((n) => !n.startsWith(".")).sort();
const claim = (dir: string, inside?: boolean) => claimRunFolder(dir, {
  command: "run", historyPath: join(dir, "history.jsonl"), reuseResults: true, placeholder: (d) => writeFileSync(join(d, "conformance.json"), "unfinished"),
  ...(inside === undefined ? {} : { inside }),
});

/** What is left of the run beside the folder (or inside it) once the background removal of the earlier bundle is done. */
async function leftBeside(parent: string, dir: string): Promise<string[]> {
  const left = () => [...readdirSync(parent).filter((n) => n !== "reports"), ...readdirSync(dir).filter((n) => n.startsWith("."))];
  for (let waited = 0; left().length > 0 && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
  return left();
}

describe.each([["beside the folder", false], ["inside the folder (a mount point)", true]])("a run folder kept %s", (_, inside) => {
  test("stands a placeholder in for the earlier bundle, then puts the run's own in place", async () => {
    const { parent, dir } = earlierBundle();
    const folder = claim(dir, inside);
    expect(bundleOf(dir)).toEqual(["conformance.json", "history.jsonl"]);
    expect(read(join(dir, "conformance.json"))).toBe("unfinished");
    expect(read(join(folder.working, "allure-results", "a-result.json")), "the earlier results, for the writer to reuse").toBe("earlier result");
    writeFileSync(join(folder.working, "conformance.json"), "this run");
    folder.finish();
    folder.release();
    expect(bundleOf(dir)).toEqual(["allure-results", "conformance.json", "history.jsonl"]);
    expect(read(join(dir, "conformance.json"))).toBe("this run");
    expect(read(join(dir, "history.jsonl"))).toBe("trend\n");
    expect(await leftBeside(parent, dir)).toEqual([]);
  });

  test("carries a bench's figures and mutation testing's reports over, as the history", async () => {
    const { parent, dir } = earlierBundle();
    writeFileSync(join(dir, "bench.json"), "figures");
    mkdirSync(join(dir, "mutation", "b2b"), { recursive: true });
    writeFileSync(join(dir, "mutation", "b2b", "summary.json"), "mutants");
    const folder = claim(dir, inside);
    writeFileSync(join(folder.working, "conformance.json"), "this run");
    folder.finish();
    folder.release();
    expect(bundleOf(dir)).toEqual(["allure-results", "bench.json", "conformance.json", "history.jsonl", "mutation"]);
    expect(read(join(dir, "mutation", "b2b", "summary.json"))).toBe("mutants");
    expect(read(join(dir, "bench.json"))).toBe("figures");
    expect(await leftBeside(parent, dir)).toEqual([]);
  });

  test("puts a stopped bundle in place, and drops the working folder", async () => {
    const { parent, dir } = earlierBundle();
    const folder = claim(dir, inside);
    writeFileSync(join(folder.working, "conformance.json"), "half of this run");
    folder.stop((d) => writeFileSync(join(d, "conformance.json"), "interrupted"));
    folder.release();
    expect(bundleOf(dir)).toEqual(["conformance.json", "history.jsonl"]);
    expect(read(join(dir, "conformance.json"))).toBe("interrupted");
    expect(existsSync(folder.working)).toBe(false);
    expect(await leftBeside(parent, dir)).toEqual([]);
  });
});

describe("the lock", () => {
  test("is shared by runs made together in one process, and held until the last lets go", async () => {
    const { parent, dir } = earlierBundle();
    const [one, two] = [claim(dir), claim(dir)];
    expect(read(join(dir, "conformance.json"))).toBe("unfinished");
    for (const [folder, text] of [[one, "one"], [two, "two"]] as const) {
      writeFileSync(join(folder.working, "conformance.json"), text);
      folder.finish();
    }
    one.release();
    expect(existsSync(join(parent, ".reports.conformance-lock"))).toBe(true);
    two.release();
    expect(read(join(dir, "conformance.json"))).toBe("two");
    expect(await leftBeside(parent, dir)).toEqual([]);
  });

  test("of a live process refuses, naming it, and leaves the folder as it was", async () => {
    const { parent, dir } = earlierBundle();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      writeFileSync(join(parent, ".reports.conformance-lock"), JSON.stringify({ pid: other.pid, command: "merge", startedAt: "2026-01-01T00:00:00Z" }));
      expect(() => claim(dir)).toThrow(`another \`conformance merge\` (pid ${other.pid}, started 2026-01-01T00:00:00Z) is writing to ${dir}`);
      expect(read(join(dir, "conformance.json"))).toBe("earlier");
      expect(readdirSync(parent).sort()).toEqual([".reports.conformance-lock", "reports"]);
    } finally {
      other.kill();
    }
  });
});
