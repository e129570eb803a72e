// An Allure results writer that passes every file through the redactor and keeps attachments within a size budget.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { join } from "node:path";
import { ALLURE_HTTP_EXCHANGE_FILE_EXTENSION } from "allure-js-commons";
import { stringifyEnvInfo, type Writer } from "allure-js-commons/sdk/reporter";
import { redactor, type Redactor } from "../secrets/redact.js";
import { forgetAllDigests, rememberDigest } from "./written-digests.js";

export interface AttachmentBudget {
  /** Bytes of attachments one test may keep. */
  perTest: number;
  /** Bytes of attachments the whole run may keep. */
  perRun: number;
}

/** Enough for every exchange of a test (each body is already cut at its own cap); the HTML report stays small. */
export const ATTACHMENT_BUDGET: AttachmentBudget = { perTest: 512 * 1024, perRun: 32 * 1024 * 1024 };

const utf8 = new TextDecoder("utf-8", { fatal: true });

function asText(content: Buffer): string | undefined {
  try {
    return utf8.decode(content);
  } catch {
    return undefined;
  }
}

/** Cuts text to at most `bytes` UTF-8 bytes (never inside a character). */
function cutTo(text: string, bytes: number): string {
  const kept = Buffer.from(text).subarray(0, Math.max(0, bytes)).toString("utf8");
  return kept.endsWith("\uFFFD") ? kept.slice(0, -1) : kept;
}

interface ExchangeBody {
  value: string;
  truncated?: boolean;
}

/**
 * An HTTP exchange attachment cut to `room` bytes that is still the JSON Allure reads: its longest bodies shortened,
 * the note at the end of the last one cut; when that is not enough, its headers left out too and its bodies only the
 * note (over the room by that little). Undefined when the text is no JSON.
 */
function cutExchange(text: string, room: number, note: string): string | undefined {
  let exchange: { request?: { body?: ExchangeBody; headers?: unknown[] }; response?: { body?: ExchangeBody; headers?: unknown[] } };
  try {
    exchange = JSON.parse(text) as typeof exchange;
  } catch {
    return undefined;
  }
  const bodies = [exchange.response?.body, exchange.request?.body].filter((b): b is ExchangeBody => typeof b?.value === "string")
    .sort((a, b) => b.value.length - a.value.length);
  for (const body of bodies) {
    const whole = body.value;
    body.truncated = true;
    // Escaping may make a character of the value several bytes of JSON: a few tries, each cutting what is still over.
    for (let keep = whole.length; keep > 0; ) {
      const over = Buffer.byteLength(JSON.stringify(exchange, null, 2)) - room;
      if (over <= 0) return JSON.stringify(exchange, null, 2);
      keep = Math.max(0, keep - over - note.length);
      body.value = `${whole.slice(0, keep)}${note}`;
    }
    if (Buffer.byteLength(JSON.stringify(exchange, null, 2)) <= room) return JSON.stringify(exchange, null, 2);
  }
  for (const side of [exchange.request, exchange.response]) {
    if (!side) continue;
    if (Array.isArray(side.headers)) side.headers = [];
    if (side.body) side.body = { ...side.body, value: "", truncated: true };
  }
  const last = exchange.response?.body ?? exchange.request?.body;
  if (last) last.value = note.trimStart();
  else if (exchange.response) exchange.response.body = { value: note.trimStart(), truncated: true };
  return JSON.stringify(exchange, null, 2);
}

/** A writer whose files may still be on their way to the disk: settle() resolves once all of them are there. */
export interface SettlingWriter extends Writer {
  settle(): Promise<void>;
}

/** A file written before the run ended, kept until then in case a secret learned later shows up in it. */
interface EarlyFile {
  /** How many secrets the redactor knew when the file was written. */
  knew: number;
  written: () => string;
  writeAgain: () => void;
}

/**
 * Wraps a writer: results, containers, globals, categories and environment are redacted as JSON; attachments as
 * text (a binary attachment is replaced by a note, since it cannot be searched for secrets), then cut to the budget
 * with a note saying so. Attachments are counted for the test whose result is written next (the reporter writes a
 * test's attachments, then its result). Files are written as tests end; settle() redacts again, with every secret
 * the run learned, each file in which a secret learned after it was written appears.
 */
export function redactingWriter(inner: Writer, budget: AttachmentBudget = ATTACHMENT_BUDGET, r: Redactor = redactor): SettlingWriter {
  let testBytes = 0;
  let runBytes = 0;
  const early: EarlyFile[] = [];
  const json = <T>(value: T): T => r.json(value) as T;
  /** `which` budget is spent first, should the text not fit in the `room` left. An HTTP exchange stays JSON. */
  const redactedAttachment = (name: string, content: Buffer, room: number, which: string): string => {
    const text = asText(content);
    const out = text === undefined ? `[binary attachment of ${content.length} bytes not kept: it cannot be checked for secrets]` : r.text(text);
    const size = Buffer.byteLength(out);
    if (size <= room) return out;
    const note = `\n[cut: the attachment budget of ${which} is spent; ${size - Math.max(0, room)} more bytes not kept]`;
    return (name.endsWith(ALLURE_HTTP_EXCHANGE_FILE_EXTENSION) ? cutExchange(out, room, note) : undefined) ?? `${cutTo(out, room)}${note}`;
  };
  const attachment = (name: string, content: Buffer) => {
    const room = Math.min(budget.perTest - testBytes, budget.perRun - runBytes);
    const which = budget.perTest - testBytes <= budget.perRun - runBytes ? `${budget.perTest} bytes per test` : `${budget.perRun} bytes per run`;
    const out = redactedAttachment(name, content, room, which);
    const kept = Buffer.byteLength(out);
    testBytes += kept;
    runBytes += kept;
    inner.writeAttachment(name, Buffer.from(out));
    early.push({ knew: r.knownCount(), written: () => out, writeAgain: () => inner.writeAttachment(name, Buffer.from(redactedAttachment(name, content, room, which))) });
  };
  const result: Writer["writeResult"] = (value) => {
    const out = json(value);
    inner.writeResult(out);
    testBytes = 0;
    early.push({ knew: r.knownCount(), written: () => JSON.stringify(out), writeAgain: () => inner.writeResult(json(value)) });
  };
  return {
    writeResult: result,
    writeGroup: (group) => inner.writeGroup(json(group)),
    writeAttachment: attachment,
    writeAttachmentFromPath: (name, from) => attachment(name, readFileSync(from)),
    writeEnvironmentInfo: (info) => inner.writeEnvironmentInfo(json(info)),
    writeCategoriesDefinitions: (categories) => inner.writeCategoriesDefinitions(json(categories)),
    writeGlobals: (name, info) => inner.writeGlobals(name, json(info)),
    settle: async () => {
      const stale = early.filter((f) => f.knew < r.knownCount());
      early.length = 0;
      if (stale.length > 0) {
        const learnedLate = r.scannerOfSecretsAfter(Math.min(...stale.map((f) => f.knew)));
        for (const f of stale) {
          const text = f.written();
          if (learnedLate.replace(text) !== text) f.writeAgain();
        }
      }
      await (inner as Partial<SettlingWriter>).settle?.();
    },
  };
}

/**
 * Allure's files written as they are, without the temporary file, fsync and rename per file that allure-js-commons'
 * writer does for readers watching the directory: nobody reads it before the run ends. The reporter runs in the
 * process (and thread) that serves the embedded reference, and making a file can take a millisecond of the kernel's
 * time: a thread of its own writes them, one after another in the order given (a file written twice keeps the
 * second), while the tests run, reusing the files of the previous run (setAsidePreviousResults).
 */
export function plainWriter(resultsDir: string): SettlingWriter {
  let made = false;
  const files = fileWriterThread(previousResultsOf(resultsDir));
  const write = (name: string, content: string | Buffer) => {
    if (!made) mkdirSync(resultsDir, { recursive: true });
    made = true;
    files.write(join(resultsDir, name), content);
  };
  const json = (name: string, value: unknown) => write(name, JSON.stringify(value));
  return {
    writeResult: (result) => json(`${result.uuid}-result.json`, result),
    writeGroup: (group) => json(`${group.uuid}-container.json`, group),
    writeAttachment: (name, content) => write(name, content),
    writeAttachmentFromPath: (name, from) => write(name, readFileSync(from)),
    writeEnvironmentInfo: (info) => write("environment.properties", stringifyEnvInfo(info)),
    writeCategoriesDefinitions: (categories) => json("categories.json", categories),
    writeGlobals: (name, info) => json(name, info),
    settle: () => files.settle(),
  };
}

/** Where a run's Allure results directory keeps the previous run's files until the run has written its own. */
export const previousResultsOf = (resultsDir: string) => `${resultsDir}.previous`;

/**
 * Moves the previous run's Allure results aside in one rename (a run brings them from the bundle it replaces into its
 * working folder, cli/run-folder.ts, so they sit where its own go), for the writer to reuse their files (renamed, then
 * written over) instead of deleting thousands of files and making as many: on an ext4 file system without a journal
 * (these machines), making a file skips every inode deleted in the last minutes, so each cost up to a millisecond
 * (a second of a run). What the run does not reuse is deleted when it settles.
 */
export function setAsidePreviousResults(resultsDir: string): void {
  forgetAllDigests();
  const previous = previousResultsOf(resultsDir);
  rmSync(previous, { recursive: true, force: true }); // left by an interrupted run
  if (existsSync(resultsDir)) renameSync(resultsDir, previous);
  mkdirSync(resultsDir, { recursive: true });
}

// The writing thread's code: plain JavaScript, so it needs no loader for TypeScript. A file that exists (a spare, or one
// written twice) is written over in place and cut to its new length: truncating it first freed its blocks only for the
// write to take new ones, at several times the cost.
const WRITER_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const { closeSync, ftruncateSync, openSync, readdirSync, renameSync, rmSync, writeFileSync, writeSync } = require("node:fs");
const { createHash } = require("node:crypto");
const { join } = require("node:path");
let failure;
let spares;
const written = new Set();
const digests = new Map();
/** True when a file is at path now: written before in this run, or a spare moved there. */
function reuseSpare(path) {
  if (written.has(path)) return true;
  written.add(path);
  try {
    spares ??= readdirSync(workerData.previous, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    spares = [];
  }
  const spare = spares.pop();
  if (spare === undefined) return false;
  renameSync(join(workerData.previous, spare), path);
  return true;
}
function writeOver(path, content) {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  const fd = openSync(path, "r+");
  try {
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at, at);
    ftruncateSync(fd, bytes.length);
  } finally {
    closeSync(fd);
  }
}
function writeOne(m) {
  try {
    if (reuseSpare(m.path)) writeOver(m.path, m.content);
    else writeFileSync(m.path, m.content);
    digests.set(m.path, createHash("sha256").update(m.content).digest("hex"));
  } catch (err) {
    digests.delete(m.path);
    failure ??= m.path + ": " + err.message;
  }
}
parentPort.on("message", (m) => {
  if (m.files) return m.files.forEach(writeOne);
  if (m.settle !== undefined) {
    try {
      rmSync(workerData.previous, { recursive: true, force: true });
    } catch (err) {
      failure ??= workerData.previous + ": " + err.message;
    }
    parentPort.postMessage({ settled: m.settle, failure, digests: [...digests] });
    failure = undefined;
    spares = undefined;
    written.clear();
    digests.clear();
  }
});`;

/**
 * Files written in order by a thread of their own, over the files left in `previous`; settle() resolves when all
 * given so far are written and what was left of `previous` is deleted. The files of one turn of the event loop go
 * to the thread in one message (a message each cost a tenth of a millisecond).
 */
function fileWriterThread(previous: string): { write(path: string, content: string | Buffer): void; settle(): Promise<void> } {
  const thread = new Worker(WRITER_THREAD, { eval: true, workerData: { previous } });
  thread.unref(); // never keeps the process alive: every run settles before it reports
  let settles = 0;
  let batch: { path: string; content: string | Buffer }[] = [];
  const send = () => {
    if (batch.length > 0) thread.postMessage({ files: batch });
    batch = [];
  };
  return {
    write: (path, content) => {
      if (batch.length === 0) setImmediate(send);
      batch.push({ path, content });
    },
    settle: () => new Promise((resolve, reject) => {
      send();
      const id = ++settles;
      const onMessage = (m: { settled: number; failure?: string; digests: [string, string][] }) => {
        if (m.settled !== id) return;
        thread.off("message", onMessage);
        for (const [path, digest] of m.digests) rememberDigest(path, digest);
        if (m.failure) reject(new Error(`an Allure result could not be written: ${m.failure}`));
        else resolve();
      };
      thread.on("message", onMessage);
      thread.postMessage({ settle: id });
    }),
  };
}

/**
 * Makes an Allure reporter runtime write through the redactor (its files written before this are written again);
 * the writer returned is the runtime's, to settle at the end of each run.
 */
export function redactAllureRuntime(runtime: { writer: Writer; writeCategoriesDefinitions(): void; writeEnvironmentInfo(): void }): SettlingWriter {
  const resultsDir = (runtime.writer as { config?: { resultsDir?: string } }).config?.resultsDir;
  const writer = redactingWriter(resultsDir ? plainWriter(resultsDir) : runtime.writer);
  runtime.writer = writer;
  runtime.writeCategoriesDefinitions();
  runtime.writeEnvironmentInfo();
  return writer;
}
