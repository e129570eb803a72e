// Starts one target container (host network, labelled with its run) and removes every container of a run.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import type { Readable } from "node:stream";
import { HarnessError } from "../outcomes/errors.js";
import type { Engine } from "./engine.js";
import { HostHttpWait } from "./host-http-wait.js";
import type { ResolvedContainer } from "./section.js";

/** Every container a run starts carries this label with the run's id, so nothing it started can be missed. */
export const RUN_LABEL = "service-conformance.run";
/** The log kept per container: the last lines up to this size. */
const LOG_BUDGET_BYTES = 2 * 1024 * 1024;

export class ContainerLog {
  private lines: string[] = [];
  private bytes = 0;
  private cut = false;

  consume(stream: Readable): void {
    stream.on("data", (chunk: Buffer | string) => this.add(chunk.toString()));
  }

  add(text: string): void {
    this.lines.push(text.endsWith("\n") ? text : `${text}\n`);
    this.bytes += text.length;
    while (this.bytes > LOG_BUDGET_BYTES && this.lines.length > 1) {
      this.bytes -= this.lines.shift()!.length;
      this.cut = true;
    }
  }

  text(): string {
    return (this.cut ? "[earlier lines cut: the log is kept up to 2 MiB]\n" : "") + this.lines.join("");
  }
}

export async function startContainer(engine: Engine, image: string, c: ResolvedContainer, runId: string, log: ContainerLog): Promise<string> {
  const { GenericContainer, Wait } = engine.tc;
  const wait = "logLine" in c.wait ? Wait.forLogMessage(c.wait.logLine) : new HostHttpWait(Object.values(c.urls).map((u) => u + (c.wait as { httpPath: string }).httpPath));
  let container = new GenericContainer(image)
    .withNetworkMode("host")
    .withLabels({ [RUN_LABEL]: runId })
    .withEnvironment(c.env)
    .withLogConsumer((stream) => log.consume(stream))
    .withWaitStrategy(wait)
    .withStartupTimeout(c.startupTimeoutMs);
  if (c.command) container = container.withCommand(c.command);
  try {
    return (await container.start()).getId();
  } catch (err) {
    throw new HarnessError(`the container of ${image} was not ready: ${(err as Error).message}`,
      "read the container's log (container.log in the reports directory) and check the profile's container section: ports, env, wait, startupTimeoutMs");
  }
}

/** Stops (2 s grace) and removes every container of the run; returns their ids. */
export async function removeRunContainers(engine: Engine, runId: string): Promise<string[]> {
  const docker = engine.client.container.dockerode;
  const found = await docker.listContainers({ all: true, filters: { label: [`${RUN_LABEL}=${runId}`] } });
  await Promise.all(found.map(async ({ Id }) => {
    const c = docker.getContainer(Id);
    await c.stop({ t: 2 }).catch(() => undefined);
    await c.remove({ force: true, v: true });
  }));
  return found.map((f) => f.Id);
}

/**
 * The same, synchronously, for signal handlers: vitest exits the process right after its own SIGINT handler,
 * so an asynchronous removal would not finish. A short child process does it while this one waits.
 */
export function removeRunContainersSync(runId: string): void {
  const testcontainers = createRequire(import.meta.url).resolve("testcontainers");
  const script = `const tc = require(${JSON.stringify(testcontainers)});
tc.getContainerRuntimeClient().then(async (client) => {
  const d = client.container.dockerode;
  for (const { Id } of await d.listContainers({ all: true, filters: { label: [${JSON.stringify(`${RUN_LABEL}=${runId}`)}] } }))
    await d.getContainer(Id).remove({ force: true, v: true });
}).then(() => process.exit(0), () => process.exit(1));`;
  execFileSync(process.execPath, ["-e", script], { stdio: "ignore", timeout: 15_000 });
}
