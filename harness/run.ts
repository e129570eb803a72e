// The run context inside a test worker: configuration, profile and target of this run.
import { inject } from "vitest";
import type { RunContext } from "./target.js";
import { redactor } from "./redact.js";

let primed = false;

export function runContext(): RunContext {
  const context = inject("conformance");
  if (!context) throw new Error("no run context: start the suite with `npm run conformance` or vitest's harness/global-setup.ts");
  if (!primed) primeRedactor(context);
  return context;
}

/** Teaches this worker's redactor every configured secret before any request is made. */
function primeRedactor({ config }: RunContext): void {
  primed = true;
  redactor.addSecret(config.impKey, "imp_key");
  redactor.addSecret(config.impSecret, "imp_secret");
  for (const line of [config.b2bBearerAuth, config.b2bServiceKeyAuth, config.apiAuth, config.apiAuthOtherStore, config.controlAuth]) {
    if (!line) continue;
    redactor.addSecretHeader(line.name);
    redactor.addSecret(line.value, "credential");
    const scheme = /^\S+\s+(\S+)$/.exec(line.value);
    if (scheme) redactor.addSecret(scheme[1], "credential");
  }
}
