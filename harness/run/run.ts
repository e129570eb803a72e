// The run context inside a test worker: configuration, profile and target of this run.
import { inject } from "vitest";
import type { RunContext } from "../target/target.js";
import type { Lane } from "../target/run-context.js";
import { declaringFile } from "./origin.js";
import { rememberSecrets } from "../config/known-secrets.js";
import { shareSecretsAt } from "../secrets/redact.js";
import { shareBreakerAt } from "../http/circuit-breaker.js";
import { DEFAULT_MAX_IN_FLIGHT } from "../config/config-keys.js";
import { limitInFlight } from "../http/in-flight.js";
import { configurePacing } from "../http/pacing.js";

let primed: RunContext | undefined;

export function runContext(): RunContext {
  const context = inject("conformance");
  if (!context) throw new Error("no run context: start the suite with `npm run conformance` or vitest's harness/run/global-setup.ts");
  if (primed !== context) {
    primed = context;
    if (context.scratch) {
      shareSecretsAt(context.scratch.secretsPath);
      shareBreakerAt(context.scratch.breakerDir);
    }
    rememberSecrets(context.config);
    const { areas, maxWorkers, maxInFlight, maxRate } = context.config;
    limitInFlight(maxInFlight ?? DEFAULT_MAX_IN_FLIGHT, Math.min(areas.length, maxWorkers ?? areas.length));
    const { pacingDir: dir, startedAt } = context.scratch ?? {};
    configurePacing({ maxRate, startedAt, dir, workers: maxWorkers === undefined ? 1 : Math.min(areas.length, maxWorkers) });
  }
  return context.lanes ? contextOfLane(context, context.lanes) : context;
}

const laneContexts = new WeakMap<Lane, RunContext>();

/** The context of the lane whose files hold the declaration being made; the run's own outside any lane's files. */
function contextOfLane(context: RunContext, lanes: Lane[]): RunContext {
  const file = declaringFile();
  const lane = file === undefined ? undefined : lanes.find((l) => l.files.includes(file));
  if (!lane) return context;
  let own = laneContexts.get(lane);
  if (!own) {
    own = { ...context, ...lane.context, lanes: undefined };
    rememberSecrets(own.config);
    laneContexts.set(lane, own);
  }
  return own;
}
