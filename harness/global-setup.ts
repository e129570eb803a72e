// vitest globalSetup: the run context comes from `conformance run` through vitest's provide(); a direct
// `vitest --project <area>` run resolves the configuration and prepares the target here instead.
import type { TestProject } from "vitest/node";
import { resolveConfig } from "./config.js";
import { prepareRun, type RunContext } from "./target.js";

declare module "vitest" {
  export interface ProvidedContext {
    conformance: RunContext;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const suitesSelected = project.vitest.projects.some((p) => p.name !== "self");
  if (!suitesSelected || project.getProvidedContext().conformance) return undefined;
  const run = await prepareRun(resolveConfig());
  project.vitest.provide("conformance", run.context);
  return () => run.close();
}
