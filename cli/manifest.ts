// A SHA-256 manifest of a report bundle (sha256sum format) that makes later changes to any file evident.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { takeDigest } from "../harness/report/written-digests.js";

export const MANIFEST = "manifest.sha256";
/**
 * Not sealed by the run: the manifest itself, history that changes from run to run by design (and a benchmark's
 * figures, mutation testing's reports), the HTML report, which `conformance report` adds later and seals with a manifest of its own, and a run's
 * lock and working folder in a reports folder that is a mount point (cli/run-folder.ts).
 */
export const HTML_REPORT_DIR = "allure-report";
const UNSEALED = [MANIFEST, "history.jsonl", "allure-history", HTML_REPORT_DIR, "bench.json", "mutation"];
const unsealed = (rel: string, also: readonly string[]) => rel.startsWith(".conformance-") || [...UNSEALED, ...also].some((u) => rel === u || rel.startsWith(`${u}/`));

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** Types from the directory listing, not a stat() per file: a run's bundle holds thousands of Allure files. */
function bundleFiles(dir: string, also: readonly string[] = [], root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(root, path).split(sep).join("/");
    if (unsealed(rel, also)) return [];
    const isDirectory = entry.isSymbolicLink() ? statSync(path).isDirectory() : entry.isDirectory();
    return isDirectory ? bundleFiles(path, also, root) : [rel];
  });
}

/** Writes the manifest and returns its own digest: record that digest elsewhere to seal the bundle. */
export function writeManifest(dir: string): { path: string; digest: string; files: number } {
  const files = bundleFiles(dir);
  // The Allure results were hashed as they were written (harness/report/written-digests.ts): not read back.
  const text = files.map((f) => `${takeDigest(join(dir, f)) ?? sha256(readFileSync(join(dir, f)))}  ${f}`).join("\n") + "\n";
  const path = join(dir, MANIFEST);
  writeFileSync(path, text);
  return { path, digest: sha256(text), files: files.length };
}

/** A file's digest, or nothing that matches one when it cannot be read (it counts as changed). */
function digestOf(path: string): string {
  try {
    return sha256(readFileSync(path));
  } catch (err) {
    return `unreadable: ${(err as NodeJS.ErrnoException).code}`;
  }
}

export interface Verification {
  digest: string;
  changed: string[];
  missing: string[];
  added: string[];
  ok: boolean;
}

/** Checks every file of the bundle against its manifest; `also` names more unsealed files (a history file of another name). */
export function verifyManifest(dir: string, also: readonly string[] = []): Verification | undefined {
  const path = join(dir, MANIFEST);
  if (!existsSync(path) || !statSync(path).isFile()) return undefined;
  const text = readFileSync(path, "utf8");
  const listed = new Map(text.split("\n").filter(Boolean).map((line) => {
    const [hash, ...name] = line.split("  ");
    return [name.join("  "), hash!] as const;
  }));
  const present = new Set(bundleFiles(dir, also));
  const changed = [...listed].filter(([f, h]) => present.has(f) && digestOf(join(dir, f)) !== h).map(([f]) => f);
  const missing = [...listed.keys()].filter((f) => !present.has(f));
  const added = [...present].filter((f) => !listed.has(f));
  return { digest: sha256(text), changed, missing, added, ok: changed.length + missing.length + added.length === 0 };
}

export interface BundleVerification extends Verification {
  /** The HTML report's own manifest digest, when `conformance report` added one. */
  htmlDigest?: string;
}

/** The run's manifest, and the HTML report's manifest when present; both must hold. */
export function verifyBundle(dir: string, also: readonly string[] = []): BundleVerification | undefined {
  const run = verifyManifest(dir, also);
  if (!run) return undefined;
  const html = verifyManifest(join(dir, HTML_REPORT_DIR));
  if (!html) return run;
  const inHtml = (files: string[]) => files.map((f) => `${HTML_REPORT_DIR}/${f}`);
  return {
    ...run,
    changed: [...run.changed, ...inHtml(html.changed)],
    missing: [...run.missing, ...inHtml(html.missing)],
    added: [...run.added, ...inHtml(html.added)],
    ok: run.ok && html.ok,
    htmlDigest: html.digest,
  };
}
