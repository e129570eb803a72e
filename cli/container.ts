// `conformance run --image`: runs the suite against each image in a container of its own, removed whatever happens.
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { HarnessError } from "../harness/errors.js";
import { loadConfig, rawEnvironment } from "../harness/config.js";
import { loadProfile } from "../harness/profile.js";
import { redactor } from "../harness/redact.js";
import { connectEngine, requireLocalImage, type Engine } from "../harness/container/engine.js";
import { resolveSection, type ContainerSection } from "../harness/container/section.js";
import { ContainerLog, removeRunContainers, removeRunContainersSync, startContainer } from "../harness/container/start.js";
import { MANIFEST, writeManifest } from "./manifest.js";

type Env = NodeJS.ProcessEnv;
/** What a container run sets for the run command, restored afterwards. */
const RUN_KEYS = ["CONFORMANCE_BASE_URL", "CONFORMANCE_LEGACY_BASE_URL", "CONFORMANCE_REPORTS_DIR", "CONFORMANCE_ALLOW_DESTRUCTIVE"];
export const CONTAINER_LOG = "container.log";
const note = (text: string) => console.error(`container: ${text}`);

/** The entry the run command calls: runs `fn` directly without CONFORMANCE_IMAGE, else once per image. */
export async function runOnImages(env: Env, fn: () => Promise<number>): Promise<number> {
  const raw = rawEnvironment({ env });
  const images = (raw.CONFORMANCE_IMAGE ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (images.length === 0) return fn();
  const profile = raw.CONFORMANCE_PROFILE ? loadProfile(raw.CONFORMANCE_PROFILE) : undefined;
  const reportsDir = loadConfig({ env, profileSettings: profile?.settings }).reportsDir;
  return withContainerTargets(images, (profile as { container?: ContainerSection } | undefined)?.container, env, fn, reportsDir);
}

/** Starts each image in turn, points the run at it (base URLs from its ports), calls `fn`, and removes it. */
export async function withContainerTargets(
  images: string[], section: ContainerSection | undefined, env: Env, fn: () => Promise<number>, reportsDir = "reports",
): Promise<number> {
  if (!section) {
    throw new HarnessError("--image needs a profile with a container section (its ports, env and wait strategy)",
      "give --profile <file> with a container section (the reference image: --profile fixtures/profiles/reference.json)");
  }
  const set = ["CONFORMANCE_BASE_URL", "CONFORMANCE_LEGACY_BASE_URL"].filter((k) => env[k]);
  if (set.length > 0) throw new HarnessError(`--image sets the base URLs itself, but ${set.join(" and ")} ${set.length > 1 ? "are" : "is"} set`, `unset ${set.join(" and ")}`);
  const engine = await connectEngine(env);
  for (const image of images) await requireLocalImage(engine, image);
  const root = resolve(reportsDir);
  const codes: number[] = [];
  for (const image of images) {
    const dir = images.length > 1 ? join(root, slug(image)) : root;
    codes.push(await runOne(engine, image, section, env, dir, fn));
  }
  if (images.length > 1) {
    note(`matrix: ${images.length} images, each with its own reports and verdict\n${images.map((image, i) =>
      `  ${image}: ${verdictIn(join(root, slug(image)))} (exit ${codes[i]}), reports in ${join(root, slug(image))}`).join("\n")}`);
  }
  return codes.includes(2) ? 2 : Math.max(...codes);
}

async function runOne(engine: Engine, image: string, section: ContainerSection, env: Env, dir: string, fn: () => Promise<number>): Promise<number> {
  const started = Date.now();
  const c = await resolveSection(section, rawEnvironment({ env }));
  for (const secret of c.secrets) redactor.addSecret(secret, "container env");
  for (const d of c.dropped) note(`env ${d}: not passed to the container`);
  const runId = randomUUID();
  const log = new ContainerLog();
  const saved = Object.fromEntries(RUN_KEYS.map((k) => [k, env[k]]));
  let removed = false;
  let ran = false;
  const keepLog = () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, CONTAINER_LOG), redactor.text(log.text()));
  };
  const onSignal = (signal: NodeJS.Signals) => {
    removed = true;
    removeRunContainersSync(runId);
    keepLog();
    note(`${signal}: the container of ${image} is removed`);
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  const onExit = () => removed || removeRunContainersSync(runId);
  process.once("SIGINT", onSignal).once("SIGTERM", onSignal).once("exit", onExit);
  try {
    note(`starting ${image}`);
    const id = await startContainer(engine, image, c, runId, log);
    note(`${id.slice(0, 12)} of ${image} ready in ${Date.now() - started} ms at ${Object.values(c.urls).join(" and ")}`);
    if (c.urls.baseUrl) env.CONFORMANCE_BASE_URL = c.urls.baseUrl;
    if (c.urls.legacyBaseUrl) env.CONFORMANCE_LEGACY_BASE_URL = c.urls.legacyBaseUrl;
    env.CONFORMANCE_REPORTS_DIR = dir;
    // A container started for this run alone is disposable, like the embedded reference.
    env.CONFORMANCE_ALLOW_DESTRUCTIVE ??= "true";
    const code = await fn();
    ran = true;
    return code;
  } finally {
    for (const [k, v] of Object.entries(saved)) v === undefined ? delete env[k] : (env[k] = v);
    await removeRunContainers(engine, runId);
    removed = true;
    process.off("SIGINT", onSignal).off("SIGTERM", onSignal).off("exit", onExit);
    keepLog();
    const sealed = ran && existsSync(join(dir, MANIFEST)) ? writeManifest(dir) : undefined;
    note(`container of ${image} removed; its log (redacted): ${join(dir, CONTAINER_LOG)}`
      + (sealed ? `; bundle re-sealed with it, manifest digest ${sealed.digest}` : ""));
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
