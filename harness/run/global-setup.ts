// vitest globalSetup: the run context comes from `conformance run` through vitest's provide(); a direct
// `vitest --project <area>` run resolves the configuration and prepares the target here instead.
import type { TestProject } from "vitest/node";
import type { RunContext } from "../target/target.js";

declare module "vitest" {
  export interface ProvidedContext {
    conformance: RunContext;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const suitesSelected = project.vitest.projects.some((p) => p.name !== "self");
  if (!suitesSelected || project.getProvidedContext().conformance) return undefined;
  // Loaded only here: vitest loads this file through its module runner before any worker starts, and a run of the
  // CLI, which provides the context, would wait for the harness's configuration and target modules for nothing.
  const [{ resolveConfig }, { prepareRun }] = await Promise.all([import("../config/config.js"), import("../target/target.js")]);
  const run = await prepareRun(resolveConfig());
  project.vitest.provide("conformance", run.context);
  return () => run.close();
}
