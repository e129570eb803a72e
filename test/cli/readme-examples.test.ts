// The README cannot drift from the code: every `npx --no-install conformance …` and `npm run …` line of its code blocks
// (bash and the CI workflows, parsed as YAML) goes through the CLI's argument handling, the CI jobs are complete, and
// the baseline example names real test ids. No command of any document (README, CONTRIBUTING, a folder's README, the
// action) can fetch and run a package from the registry.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { loadConfig } from "../../harness/config/config.js";
import { ROOT } from "../../harness/paths.js";
import { validatorFor } from "../../harness/spec/schemas.js";
import { parseCommandLine } from "../../cli/args.js";
import { declaredTestIds } from "../../cli/declarations.js";

const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
const blocks = [...readme.matchAll(/^```(\w+)\n([\s\S]*?)^```/gm)].map((m) => ({ lang: m[1]!, text: m[2]! }));
const yamlDocs = blocks.filter((b) => b.lang === "yaml").map((b) => parseYaml(b.text) as Record<string, unknown>);

/** Shell lines (continuations joined, comments dropped) split at && and ;, without a trailing & (run in the background). */
function shellCommands(text: string): string[] {
  return text.replace(/\\\n\s*/g, " ").split("\n").map((l) => l.replace(/(^|\s)#.*$/, ""))
    .flatMap((l) => l.split(/&&|;/)).map((c) => c.trim().replace(/^\(/, "").replace(/\)$/, "").replace(/\s&$/, "")).filter(Boolean);
}

/** Every `run:` and `script:` line of a CI file, whatever its nesting. */
function ciCommands(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(ciCommands);
  if (node === null || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) =>
    (k === "run" && typeof v === "string") ? shellCommands(v)
      : (k === "script" && Array.isArray(v)) ? v.flatMap((line) => shellCommands(String(line))) : ciCommands(v));
}

/** CI expressions and placeholders become sample values; quotes are removed. */
function words(command: string): string[] {
  const filled = command.replace(/\$\{\{\s*matrix\.(\w+)\s*\}\}/g, (_, k: string) => (k === "shard" ? "1" : "vendor/service:1.4"))
    .replace(/\$\{CI_NODE_INDEX\}/g, "1").replace(/\$\{CI_NODE_TOTAL\}/g, "3").replace(/<[^>]+>/g, "x");
  return [...filled.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!).filter((w) => !/^[A-Z_]+=/.test(w));
}

const commands = [...blocks.filter((b) => b.lang === "bash").flatMap((b) => shellCommands(b.text)), ...yamlDocs.flatMap(ciCommands)];
/** The suite's command as the README runs it: never fetched (npx --no-install), by either of its names. */
const CLI = /\bnpx --no-install (?:service-)?conformance\b/;
const conformanceLines = commands.filter((c) => CLI.test(c));
/** A step using this repository's composite action (action.yml, checked by test/cli/action.test.ts). */
const ACTION_USE = /^<owner>\/service-conformance@v\d/;
const npmRunLines = commands.filter((c) => /\bnpm run\b/.test(c));

describe("README examples", () => {
  test("are found: the CLI lines of the bash blocks and both CI workflows", () => {
    expect(conformanceLines.length).toBeGreaterThanOrEqual(10);
    expect(yamlDocs.some((d) => "jobs" in d && "verdict" in (d.jobs as object))).toBe(true);
    expect(yamlDocs.some((d) => "verdict" in d && "conformance" in d)).toBe(true);
  });

  test.each(conformanceLines)("%s is accepted by the CLI's argument handling and configuration", (line) => {
    const match = CLI.exec(line)!;
    const args = words(line.slice(match.index + match[0].length));
    const parsed = parseCommandLine(args);
    if (typeof parsed === "string") return expect(args[0]).toBe(parsed);
    expect(() => loadConfig({ env: {}, cwd: mkdtempSync(join(tmpdir(), "conformance-readme-")), flags: parsed.flags })).not.toThrow();
  });

  test("the CI seeds, run ids of billions, are accepted", () => {
    const seeds = [...readme.matchAll(/CONFORMANCE_SEED: "([^"]+)"/g)].map((m) => m[1]!.replace(/\$\{\{[^}]+\}\}|\$\w+/, "9876543210"));
    expect(seeds.length).toBeGreaterThanOrEqual(2);
    for (const seed of seeds) expect(loadConfig({ env: { CONFORMANCE_SEED: seed }, cwd: mkdtempSync(join(tmpdir(), "conformance-readme-")) }).seed.given).toBe("9876543210");
  });

  test.each(npmRunLines)("%s names a script of package.json", (line) => {
    expect(Object.keys(scripts)).toContain(/npm run ([\w:-]+)/.exec(line)![1]);
  });

  test("GitHub jobs run on a runner, check out, and set up Node and run npm ci before the suite's command", () => {
    const jobs = yamlDocs.flatMap((d) => Object.entries((d.jobs ?? {}) as Record<string, { "runs-on"?: string; steps: { uses?: string; run?: string }[] }>));
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    for (const [name, job] of jobs) {
      expect(job["runs-on"], name).toBeTruthy();
      const uses = job.steps.map((s) => s.uses ?? "");
      expect(uses[0], name).toMatch(/^actions\/checkout@/);
      const runs = job.steps.map((s) => s.run ?? "");
      const firstCli = runs.findIndex((r) => CLI.test(r));
      // A job using the reusable action gets Node and the suite from the action itself.
      if (firstCli < 0) {
        expect(uses.some((u) => ACTION_USE.test(u)), name).toBe(true);
        continue;
      }
      expect(uses.some((u) => u.startsWith("actions/setup-node@")), name).toBe(true);
      expect(runs.findIndex((r) => /\bnpm ci\b/.test(r)), name).toBeGreaterThanOrEqual(0);
      expect(runs.findIndex((r) => /\bnpm ci\b/.test(r)), name).toBeLessThan(firstCli);
    }
  });

  test("GitLab jobs run npm ci before the suite's command", () => {
    const gitlab = yamlDocs.find((d) => !("jobs" in d))!;
    for (const [name, job] of Object.entries(gitlab as Record<string, { script: string[]; image: string }>)) {
      expect(job.image, name).toMatch(/^node:/);
      expect(job.script[0], name).toBe("npm ci");
    }
  });

  test("the baseline example is a valid baseline naming tests that exist", () => {
    const ids = declaredTestIds();
    const examples = blocks.filter((b) => b.lang === "json" && b.text.includes('"entries"')).map((b) => JSON.parse(b.text) as { entries: { id: string }[] });
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      expect(validatorFor("baseline.schema.json")(example)).toBe(true);
      for (const e of example.entries) expect(ids, e.id).toContain(e.id);
    }
    expect(ids.size).toBeGreaterThan(200);
  });
});

/** The code of a document: a Markdown file's code blocks and inline code, a YAML file whole. */
function codeOf(path: string, text: string): string {
  if (!path.endsWith(".md")) return text;
  const blocks = [...text.matchAll(/^```\w*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  const prose = text.replace(/^```\w*\n[\s\S]*?^```/gm, "");
  return [...blocks, ...[...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!)].join("\n");
}

/**
 * Where a command could fetch a package from the registry and run it: npx with an argument but without --no-install (or
 * with --yes), and every runner that downloads by design (npm exec, npm x, npm init/create, pnpm dlx, pnpx, yarn dlx,
 * bunx), or an npm install of a named package.
 */
export function fetchingCommands(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/\bnpx\b[ \t]+\S[^\n`]*/g)) {
    if (!/^npx\s+--no-install\b/.test(m[0]) || /\s(?:--yes|-y)\b/.test(m[0])) found.push(m[0]);
  }
  const runners = /\b(?:npm\s+(?:exec|x|init|create)\b|pnpm\s+dlx\b|pnpx\b|yarn\s+dlx\b|bunx\b|bun\s+x\b|npm\s+(?:install|i|add)\s+(?:-\S+\s+)*[a-z@])[^\n`]*/g;
  for (const m of code.matchAll(runners)) found.push(m[0]);
  return found;
}

/** Every document a user copies commands from: the READMEs of the root and of each folder, CONTRIBUTING.md, the action. */
function documents(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    // Hidden folders hold no document of the project (.git, and Stryker's sandbox copies of every README while it runs).
    if (e.isDirectory()) return e.name.startsWith(".") || ["node_modules", "reports"].includes(e.name) ? [] : documents(path);
    return ["README.md", "CONTRIBUTING.md", "action.yml"].includes(e.name) ? [path] : [];
  });
}

describe("no documented command can fetch a package", () => {
  const docs = documents();

  test("the documents are found", () => {
    for (const doc of ["README.md", "CONTRIBUTING.md", "action.yml", "cli/README.md", "suites/b2b/README.md"]) expect(docs).toContain(join(ROOT, doc));
  });

  test.each(docs.map((d) => [d.slice(ROOT.length + 1), d]))("%s runs only what is installed", (_, path) => {
    expect(fetchingCommands(codeOf(path, readFileSync(path, "utf8")))).toEqual([]);
  });

  test.each(["npx conformance run", "npx service-conformance list", "npx -y conformance", "npx --yes --no-install conformance", "npx --no-install -y conformance",
    "npm exec conformance -- run", "npm x conformance", "npm init conformance", "pnpm dlx conformance", "pnpx conformance", "yarn dlx conformance",
    "bunx conformance", "npm install -g conformance", "run: npx vitest run"])("refuses %s", (command) => {
    expect(fetchingCommands(codeOf("x.md", `text \`${command}\` more\n\n\`\`\`bash\n${command} # again\n\`\`\`\n`))).toHaveLength(2);
  });

  test.each(["npx --no-install conformance run --area b2b", "npx --no-install service-conformance list", "npm run conformance -- --area b2b", "npm ci", "npm install"])(
    "accepts %s", (command) => {
      expect(fetchingCommands(command)).toEqual([]);
    });

  test("the package installs its command under its own name too", () => {
    const { name, bin } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string; bin: Record<string, string> };
    expect(bin[name]).toBe("cli/conformance.mjs");
    expect(bin.conformance).toBe("cli/conformance.mjs");
  });
});
