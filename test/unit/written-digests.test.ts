// The manifest takes the digests of the Allure files from the writer that hashed them as it wrote them; a file written
// by any other way after that is hashed from the disk.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { writeManifest } from "../../cli/manifest.js";
import { writeOutput } from "../../cli/output.js";
import { plainWriter } from "../../harness/report/allure-writer.js";
import { rememberDigest } from "../../harness/report/written-digests.js";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const line = (manifest: string, name: string) => manifest.split("\n").find((l) => l.endsWith(`  ${name}`));

test("the Allure writer's digests seal its files, and a file written again by the reports' writer is read", async () => {
  const dir = mkdtempSync(join(tmpdir(), "written-digests-"));
  const results = join(dir, "allure-results");
  const writer = plainWriter(results);
  writer.writeAttachment("a-attachment.txt", Buffer.from("as written"));
  writer.writeEnvironmentInfo({ verdict: "first" });
  await writer.settle();
  writeOutput(results, "environment.properties", "verdict=final\n");
  const { path } = writeManifest(dir);
  const manifest = readFileSync(path, "utf8");
  expect(line(manifest, "allure-results/a-attachment.txt")).toBe(`${sha256("as written")}  allure-results/a-attachment.txt`);
  expect(line(manifest, "allure-results/environment.properties")).toBe(`${sha256("verdict=final\n")}  allure-results/environment.properties`);
});

test("a remembered digest is taken once: the next manifest reads the file", () => {
  const dir = mkdtempSync(join(tmpdir(), "written-digests-"));
  writeFileSync(join(dir, "x.txt"), "on disk");
  rememberDigest(join(dir, "x.txt"), "0".repeat(64));
  const first = writeManifest(dir);
  const second = writeManifest(dir);
  expect(first.digest).not.toBe(second.digest);
  expect(readFileSync(second.path, "utf8")).toContain(`${sha256("on disk")}  x.txt`);
});
