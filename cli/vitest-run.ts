// Runs the selected area projects through vitest's programmatic API with the suite's reporters.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { startVitest, type TestModule } from "vitest/node";
import { ROOT } from "../harness/paths.js";
import type { RunContext } from "../harness/target.js";
import { SPEC_VERSIONS } from "../harness/spec-anchors.js";
import { SUITE_VERSION } from "./conformance-json.js";

export const CONSOLE_REPORTERS = ["tree", "verbose", "default", "dot", "none"] as const;
export type ConsoleReporter = (typeof CONSOLE_REPORTERS)[number];

export interface VitestRunOptions {
  context: RunContext;
  reportsDir: string;
  console: ConsoleReporter;
  /** Test id prefixes; only tests whose id starts with one of them run. */
  filters: string[];
  /** vitest's shard, "i/n". */
  shard?: string;
}

export interface VitestOutcome {
  modules: readonly TestModule[];
  unhandled: readonly unknown[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function idPattern(prefixes: string[]): string | undefined {
  return prefixes.length === 0 ? undefined : `^(?:${prefixes.map(escape).join("|")})`;
}

export async function runVitest(o: VitestRunOptions): Promise<VitestOutcome> {
  const allureResults = join(o.reportsDir, "allure-results");
  rmSync(allureResults, { recursive: true, force: true });
  const { context } = o;
  const reporters: unknown[] = [
    ["junit", { outputFile: join(o.reportsDir, "junit.xml"), suiteName: "service-conformance" }],
    [join(ROOT, "harness", "allure-reporter.ts"), {
      resultsDir: allureResults,
      reportMatchers: false,
      environmentInfo: {
        target: context.target.kind === "embedded" ? "embedded reference" : `${context.target.baseUrl ?? "-"} / ${context.target.legacyBaseUrl ?? "-"}`,
        profile: context.profile.name,
        timeMode: context.timeMode,
        seed: String(context.seed),
        suite: `service-conformance ${SUITE_VERSION}`,
        spec: Object.entries(SPEC_VERSIONS).map(([area, v]) => `${area} ${v}`).join(", "),
        node: process.version,
      },
    }],
  ];
  if (o.console !== "none") reporters.unshift(o.console);
  const vitest = await startVitest("test", [], {
    root: ROOT,
    config: join(ROOT, "vitest.config.ts"),
    watch: false,
    project: context.config.areas,
    reporters: reporters as never,
    testNamePattern: idPattern(o.filters),
    passWithNoTests: true,
    shard: o.shard,
  });
  try {
    return { modules: vitest.state.getTestModules(), unhandled: vitest.state.getUnhandledErrors() };
  } finally {
    await vitest.close();
  }
}
