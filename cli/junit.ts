// JUnit output: skip reasons as <skipped message="…"> (read by every CI viewer), and merging shards' files.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const SKIPPED_WITH_REASON = /<skipped\/>(\s*<properties>\s*<property name="skip-reason" value="([^"]*)")/g;

/** Copies each skip-reason property into the message attribute of its <skipped> element. */
export function addSkipMessages(path: string): void {
  if (!existsSync(path)) return;
  const xml = readFileSync(path, "utf8");
  writeFileSync(path, xml.replace(SKIPPED_WITH_REASON, '<skipped message="$2"/>$1'));
}

/** One <testsuites> holding every <testsuite> of the given files, with recomputed totals. */
export function mergeJunit(paths: string[], out: string): void {
  const suites = paths.filter(existsSync).flatMap((p) => readFileSync(p, "utf8").match(/<testsuite [\s\S]*?<\/testsuite>/g) ?? []);
  const sum = (attr: string) => suites.reduce((n, s) => n + Number(new RegExp(`^<testsuite [^>]*\\b${attr}="([\\d.]+)"`).exec(s)?.[1] ?? 0), 0);
  const head = `<testsuites name="service-conformance" tests="${sum("tests")}" failures="${sum("failures")}" errors="${sum("errors")}" skipped="${sum("skipped")}" time="${sum("time").toFixed(3)}">`;
  writeFileSync(out, `<?xml version="1.0" encoding="UTF-8" ?>\n${head}\n${suites.map((s) => `    ${s}`).join("\n")}\n</testsuites>\n`);
}
