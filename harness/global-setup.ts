// vitest globalSetup: one target for the whole run (prepared by the CLI, or here for a direct vitest run).
import type { TestProject } from "vitest/node";
import { prepareRun, type PreparedRun, type RunContext } from "./target.js";

declare module "vitest" {
  export interface ProvidedContext {
    conformance: RunContext;
  }
}

const HANDOFF = Symbol.for("service-conformance.prepared-run");
type Holder = { [HANDOFF]?: PreparedRun };

/** The CLI prepares the run before vitest starts and leaves it here, in the same process. */
export function handOffRun(run: PreparedRun | undefined): void {
  (globalThis as Holder)[HANDOFF] = run;
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const suitesSelected = project.vitest.projects.some((p) => p.name !== "self");
  if (!suitesSelected) return undefined;
  const handed = (globalThis as Holder)[HANDOFF];
  const run = handed ?? (await prepareRun());
  project.provide("conformance", run.context);
  return handed ? undefined : () => run.close();
}
