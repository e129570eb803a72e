// A testcontainers wait strategy for the host network: polls each base URL from this machine until it answers HTTP.
import { request } from "../http/undici-core.js";
import type { WaitStrategy } from "testcontainers";

type DockerContainer = Parameters<WaitStrategy["waitUntilReady"]>[0];

const POLL_MS = 200;
const REQUEST_MS = 1_000;

async function answers(url: string): Promise<boolean> {
  try {
    const res = await request(url, { method: "GET", signal: AbortSignal.timeout(REQUEST_MS), headersTimeout: REQUEST_MS });
    await res.body.dump();
    return res.statusCode < 500;
  } catch {
    return false;
  }
}

/** Mapped-port waits do not work with the host network (no port bindings), so readiness is checked from outside. */
export class HostHttpWait implements WaitStrategy {
  private timeoutMs = 60_000;
  private timeoutSet = false;

  constructor(private readonly urls: string[]) {}

  async waitUntilReady(container: DockerContainer): Promise<void> {
    const deadline = Date.now() + this.timeoutMs;
    const pending = new Set(this.urls);
    for (;;) {
      for (const url of [...pending]) if (await answers(url)) pending.delete(url);
      if (pending.size === 0) return;
      const state = (await container.inspect()).State;
      if (!state.Running) throw new Error(`the container exited (code ${state.ExitCode}) before ${[...pending].join(" and ")} answered`);
      if (Date.now() > deadline) throw new Error(`${[...pending].join(" and ")} gave no HTTP answer below 500 within ${this.timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  withStartupTimeout(ms: number): this {
    this.timeoutMs = ms;
    this.timeoutSet = true;
    return this;
  }

  isStartupTimeoutSet(): boolean {
    return this.timeoutSet;
  }

  getStartupTimeout(): number {
    return this.timeoutMs;
  }
}
