// `conformance run --image`: runs the suite against each image in a container of its own, removed whatever happens.
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HarnessError } from "../harness/outcomes/errors.js";
import { withReportsDir, type ResolvedConfig } from "../harness/config/config.js";
import { redactor } from "../harness/secrets/redact.js";
import { connectEngine, requireLocalImage, type Engine } from "../harness/container/engine.js";
import { resolveSection, type ContainerSection } from "../harness/container/section.js";
import { ContainerLog, removeRunContainers, removeRunContainersSync, startContainer } from "../harness/container/start.js";

/** Runs the pipeline once against a target; `extraOutputs` adds files to the bundle before it is sealed. */
export type RunOnTarget = (resolved: ResolvedConfig, extraOutputs?: () => Record<string, string>) => Promise<number>;
export const CONTAINER_LOG = "container.log";
const note = (text: string) => console.error(`container: ${text}`);

/** The entry the run command calls: runs directly without images (--image, CONFORMANCE_IMAGE), else once per image. */
export async function runOnImages(resolved: ResolvedConfig, run: RunOnTarget): Promise<number> {
  const images = resolved.config.images ?? [];
  if (images.length === 0) return run(resolved);
  return withContainerTargets(images, (resolved.profile as { container?: ContainerSection } | undefined)?.container, resolved, run);
}

/** Starts each image in turn, points the run at it (base URLs from its ports), runs, and removes it. */
export async function withContainerTargets(images: string[], section: ContainerSection | undefined, resolved: ResolvedConfig, run: RunOnTarget): Promise<number> {
  if (!section) {
    throw new HarnessError("--image needs a profile with a container section (its ports, env and wait strategy)",
      "give --profile <file> with a container section (the reference image: --profile fixtures/profiles/reference.json)");
  }
  const set = (["baseUrl", "legacyBaseUrl"] as const).filter((k) => resolved.config[k]).map((k) => (k === "baseUrl" ? "CONFORMANCE_BASE_URL" : "CONFORMANCE_LEGACY_BASE_URL"));
  if (set.length > 0) throw new HarnessError(`--image sets the base URLs itself, but ${set.join(" and ")} ${set.length > 1 ? "are" : "is"} set`, `unset ${set.join(" and ")}`);
  const engine = await connectEngine(resolved.environment.dockerHost);
  for (const image of images) await requireLocalImage(engine, image);
  const root = resolved.paths.reportsDir;
  const codes: number[] = [];
  for (const image of images) {
    codes.push(await runOne(engine, image, section, images.length > 1 ? withReportsDir(resolved, join(root, slug(image))) : resolved, run));
  }
  if (images.length > 1) {
    note(`matrix: ${images.length} images, each with its own reports and verdict\n${images.map((image, i) =>
      `  ${image}: ${verdictIn(join(root, slug(image)))} (exit ${codes[i]}), reports in ${join(root, slug(image))}`).join("\n")}`);
  }
  return codes.includes(2) ? 2 : Math.max(...codes);
}

async function runOne(engine: Engine, image: string, section: ContainerSection, resolved: ResolvedConfig, run: RunOnTarget): Promise<number> {
  const started = Date.now();
  const dir = resolved.paths.reportsDir;
  const c = await resolveSection(section, resolved.environment.variables);
  for (const secret of c.secrets) redactor.addSecret(secret, "container env");
  for (const d of c.dropped) note(`env ${d}: not passed to the container`);
  const runId = randomUUID();
  const log = new ContainerLog();
  let removed = false;
  let sealed = false;
  const keepLog = () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, CONTAINER_LOG), redactor.text(log.text()));
  };
  const onSignal = (signal: NodeJS.Signals) => {
    removed = true;
    removeRunContainersSync(runId);
    note(`${signal}: the container of ${image} is removed`);
    // A run under way has a handler of its own, which leaves its interrupted bundle (the log in it) and exits.
    if (process.listenerCount(signal) > 0) return;
    keepLog();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  const onExit = () => removed || removeRunContainersSync(runId);
  process.once("SIGINT", onSignal).once("SIGTERM", onSignal).once("exit", onExit);
  try {
    note(`starting ${image}`);
    const id = await startContainer(engine, image, c, runId, log);
    note(`${id.slice(0, 12)} of ${image} ready in ${Date.now() - started} ms at ${Object.values(c.urls).join(" and ")}`);
    // A container started for this run alone is disposable, like the embedded reference.
    const config = { ...resolved.config, ...c.urls, images: [image], allowDestructive: resolved.config.allowDestructive ?? true };
    return await run({ ...resolved, config }, () => {
      sealed = true;
      return { [CONTAINER_LOG]: log.text() };
    });
  } finally {
    await removeRunContainers(engine, runId);
    removed = true;
    process.off("SIGINT", onSignal).off("SIGTERM", onSignal).off("exit", onExit);
    // A sealed bundle already holds the log (as it was when the run ended); otherwise keep what there is.
    if (!sealed) keepLog();
    note(`container of ${image} removed; its log (redacted): ${join(dir, CONTAINER_LOG)}`);
  }
}

/** A directory name for an image reference: registry/name:tag -> registry_name_tag. */
export function slug(image: string): string {
  return image.replace(/[^A-Za-z0-9.-]+/g, "_");
}

function verdictIn(dir: string): string {
  const file = join(dir, "conformance.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { verdict: string }).verdict : "no verdict (the run could not be made)";
}
