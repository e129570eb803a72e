// An Allure results writer that passes every file through the redactor and keeps attachments within a size budget.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringifyEnvInfo, type Writer } from "allure-js-commons/sdk/reporter";
import { redactor, type Redactor } from "./redact.js";

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

/**
 * Wraps a writer: results, containers, globals, categories and environment are redacted as JSON; attachments as
 * text (a binary attachment is replaced by a note, since it cannot be searched for secrets), then cut to the budget
 * with a note saying so. Attachments are counted for the test whose result is written next (the reporter writes a
 * test's attachments, then its result).
 */
export function redactingWriter(inner: Writer, budget: AttachmentBudget = ATTACHMENT_BUDGET, r: Redactor = redactor): Writer {
  let testBytes = 0;
  let runBytes = 0;
  const json = <T>(value: T): T => r.json(value) as T;
  const attachment = (name: string, content: Buffer) => {
    const text = asText(content);
    let out = text === undefined ? `[binary attachment of ${content.length} bytes not kept: it cannot be checked for secrets]` : r.text(text);
    const size = Buffer.byteLength(out);
    const room = Math.min(budget.perTest - testBytes, budget.perRun - runBytes);
    if (size > room) {
      const which = budget.perTest - testBytes <= budget.perRun - runBytes ? `${budget.perTest} bytes per test` : `${budget.perRun} bytes per run`;
      const note = `\n[cut: the attachment budget of ${which} is spent; ${size - Math.max(0, room)} more bytes not kept]`;
      out = cutTo(out, room) + note;
    }
    const kept = Buffer.byteLength(out);
    testBytes += kept;
    runBytes += kept;
    inner.writeAttachment(name, Buffer.from(out));
  };
  return {
    writeResult: (result) => {
      inner.writeResult(json(result));
      testBytes = 0;
    },
    writeGroup: (group) => inner.writeGroup(json(group)),
    writeAttachment: attachment,
    writeAttachmentFromPath: (name, from) => attachment(name, readFileSync(from)),
    writeEnvironmentInfo: (info) => inner.writeEnvironmentInfo(json(info)),
    writeCategoriesDefinitions: (categories) => inner.writeCategoriesDefinitions(json(categories)),
    writeGlobals: (name, info) => inner.writeGlobals(name, json(info)),
  };
}

/**
 * Allure's files written as they are, without the temporary file, fsync and rename per file that allure-js-commons'
 * writer does for readers watching the directory: nobody reads it before the run ends, and the reporter runs in the
 * process that serves the embedded reference, so every blocking fsync delayed the target's answers.
 */
export function plainWriter(resultsDir: string): Writer {
  let made = false;
  const write = (name: string, content: string | Buffer) => {
    if (!made) mkdirSync(resultsDir, { recursive: true });
    made = true;
    writeFileSync(join(resultsDir, name), content);
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
  };
}

/** Makes an Allure reporter runtime write through the redactor (its files written before this are written again). */
export function redactAllureRuntime(runtime: { writer: Writer; writeCategoriesDefinitions(): void; writeEnvironmentInfo(): void }): void {
  const resultsDir = (runtime.writer as { config?: { resultsDir?: string } }).config?.resultsDir;
  runtime.writer = redactingWriter(resultsDir ? plainWriter(resultsDir) : runtime.writer);
  runtime.writeCategoriesDefinitions();
  runtime.writeEnvironmentInfo();
}
