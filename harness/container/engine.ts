// The Docker engine for container targets: testcontainers set up for this machine (host network, no Ryuk), or the fix.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { configureTestcontainers } from "../config/config.js";
import { HarnessError } from "../outcomes/errors.js";

export type Testcontainers = typeof import("testcontainers");
export type Engine = { tc: Testcontainers; client: Awaited<ReturnType<Testcontainers["getContainerRuntimeClient"]>> };

const CONNECT_MS = 10_000;

function canStartEngine(): boolean {
  if (process.getuid?.() === 0) return true;
  return spawnSync("sudo", ["-n", "true"], { stdio: "ignore", timeout: 5_000 }).status === 0;
}

function noEngine(problem: string): HarnessError {
  const fix = canStartEngine()
    ? "run scripts/ensure-docker.sh (it installs docker.io and starts dockerd with the host network only), or point DOCKER_HOST at a running engine"
    : "ask an administrator to run scripts/ensure-docker.sh once (it needs root), or point DOCKER_HOST at a running engine";
  return new HarnessError(`--image needs a Docker engine: ${problem}`, fix);
}

/**
 * Ryuk would pull its own image from a registry, and without the host override testcontainers inspects the
 * `bridge` network (absent here) and may start a helper container: both are switched off unless set otherwise.
 */
export async function connectEngine(host: string | undefined): Promise<Engine> {
  configureTestcontainers();
  // testcontainers falls back to the default socket when DOCKER_HOST does not answer: honour DOCKER_HOST alone.
  if (host?.startsWith("unix://") && !existsSync(host.slice("unix://".length))) throw noEngine(`DOCKER_HOST=${host} names a socket that does not exist`);
  const tc = await import("testcontainers");
  let timer: NodeJS.Timeout | undefined;
  try {
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CONNECT_MS / 1000} s`)), CONNECT_MS);
    });
    const client = await Promise.race([tc.getContainerRuntimeClient(), deadline]);
    return { tc, client };
  } catch (err) {
    throw noEngine(`none answers${host ? ` at DOCKER_HOST=${host}` : ""} (${(err as Error).message})`);
  } finally {
    clearTimeout(timer);
  }
}

/** The suite never pulls: an image must already be in the local engine (built, imported or loaded). */
export async function requireLocalImage(engine: Engine, image: string): Promise<void> {
  if (await engine.client.image.exists(engine.tc.ImageName.fromString(image))) return;
  throw new HarnessError(`the image ${image} is not in the local Docker engine (the suite never pulls from a registry)`,
    "build it (the reference: npm run image) or load it (docker load -i <file>), then run again");
}
