// Runs a profile hook (a URL template or a command) for a verification id, and reads the value it answers.
import { execFile } from "node:child_process";
import { TargetFailure } from "../outcomes/errors.js";
import { HttpClient } from "../http/http.js";
import type { Conformance } from "../tests/conformance-test.js";
import { HOOK_TIMEOUT_MS, isCommand, ivProfile, type Hook } from "./profile.js";

/** Ids a command may receive: no spaces, quotes or shell metacharacters, whatever the command does with them. */
export const SAFE_ID = /^[A-Za-z0-9._:@-]{1,128}$/;
const MAX_OUTPUT_BYTES = 64 * 1024;

/** A hook failed to run or answered nonsense: a setup problem (the test is broken, not failed). */
export class HookError extends Error {
  override name = "HookError";
}

export interface HookRunner {
  /** A recording client for a whole URL, with the control credential when one is configured. */
  http(url: string): HttpClient;
  timeoutMs: number;
}

export interface HookAnswer {
  ok: boolean;
  /** HTTP status, or the exit code of a command. */
  status: number;
  text: string;
  json?: unknown;
}

export function hookRunner(t: Conformance): HookRunner {
  const timeoutMs = ivProfile(t.run.profile).hookTimeoutMs ?? HOOK_TIMEOUT_MS;
  const { maxBodyBytes, controlAuth } = t.run.config;
  return { timeoutMs, http: (url) => new HttpClient(url, { timeoutMs, maxBodyBytes, testId: t.testId, auth: controlAuth, record: t.exchanges, signal: t.deadline }) };
}

export function fillUrl(template: string, id: string | undefined): string {
  if (!template.includes("{id}")) return template;
  if (id === undefined) throw new HookError(`the URL template ${template} has {id}, but there is no verification id to put there`);
  return template.replaceAll("{id}", encodeURIComponent(id));
}

export function fillArgs(command: readonly string[], id: string | undefined): string[] {
  if (!command.some((a) => a.includes("{id}"))) return [...command];
  if (id === undefined || !SAFE_ID.test(id)) {
    throw new HookError(`the verification id ${JSON.stringify(id)} is not passed to a command: it must match ${SAFE_ID}`);
  }
  return command.map((a) => a.replaceAll("{id}", id));
}

export async function callHook(runner: HookRunner, hook: Hook, id: string | undefined, method: "GET" | "POST"): Promise<HookAnswer> {
  if (isCommand(hook)) return runCommand(fillArgs(hook.command, id), runner.timeoutMs);
  const url = fillUrl(hook.url, id);
  // A hook that times out or cannot be reached is the setup's fault, whatever the HTTP client calls it.
  const res = await runner.http(url).request(hook.method ?? method, "").catch((err: unknown) => {
    throw err instanceof TargetFailure ? new HookError(`the hook ${url} gave no answer: ${err.message}`) : err;
  });
  return { ok: res.status >= 200 && res.status < 300, status: res.status, text: res.text, json: res.json };
}

function runCommand([program, ...args]: string[], timeoutMs: number): Promise<HookAnswer> {
  return new Promise((resolve, reject) => {
    execFile(program!, args, { timeout: timeoutMs, maxBuffer: MAX_OUTPUT_BYTES, shell: false, windowsHide: true }, (err, stdout, stderr) => {
      if (!err) return resolve({ ok: true, status: 0, text: String(stdout) });
      const e = err as NodeJS.ErrnoException & { killed?: boolean; signal?: string | null; code?: number | string };
      if (typeof e.code === "string") return reject(new HookError(`the command ${program} could not run: ${e.code} ${e.message}`));
      if (e.killed || e.signal) return reject(new HookError(`the command ${program} did not finish within ${timeoutMs} ms (hookTimeoutMs)`));
      const tail = String(stderr).trim().slice(-300);
      resolve({ ok: false, status: typeof e.code === "number" ? e.code : 1, text: `${String(stdout)}${tail ? `\n[stderr] ${tail}` : ""}` });
    });
  });
}

/** The value a hook answered: at jsonPointer in a JSON answer, else a JSON string, else the first line of text. */
export function answerValue(answer: HookAnswer, jsonPointer?: string): string | undefined {
  if (jsonPointer !== undefined) {
    const value = pointer(answer.json, jsonPointer);
    return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
  }
  if (typeof answer.json === "string") return answer.json;
  // A JSON document without a pointer is a profile mistake, not an OTP.
  if (answer.json !== undefined && answer.json !== null && typeof answer.json === "object") return undefined;
  const line = answer.text.split(/\r?\n/).map((l) => l.trim()).find((l) => l !== "");
  return line;
}

function pointer(doc: unknown, path: string): unknown {
  if (path === "") return doc;
  let node = doc;
  for (const raw of path.split("/").slice(1)) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
