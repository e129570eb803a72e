import { startHostileTarget } from "./test/support/hostile-target.ts";
import { runAgainstHostile } from "./test/support/hostile-run.ts";
import { mkdtempSync } from "node:fs";
const mode = (process.argv[2] ?? "deep-nesting") as never;
const t = await startHostileTarget(mode);
const r = await runAgainstHostile(mode, t, { reportsDir: mkdtempSync("/tmp/h29/rep-"), limitMs: 120000, args: ["--console", "verbose"] });
console.log(r.exitCode, r.seconds, r.stdout.slice(-6000), r.stderr.slice(-3000));
await t.close();
