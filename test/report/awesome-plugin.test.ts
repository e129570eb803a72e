// The changes to Allure's awesome app (cli/allure/awesome-plugin.mjs): each finds its text exactly once in the installed
// app, and an app without one stops the report naming the change, rather than a report silently without it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
// @ts-expect-error: a plain ES module of Allure's configuration, without types
import { APP_PATCHES, patchedApp } from "../../cli/allure/awesome-plugin.mjs";

const patches = APP_PATCHES as [string, string, string][];

/** The installed awesome plugin's app bundle. */
function installedApp(): string {
  const dir = mkdtempSync(join(tmpdir(), "awesome-app-"));
  try {
    execFileSync("tar", ["xf", join(ROOT, "node_modules", "@allurereport", "plugin-awesome", "dist", "static", "report.tar"), "-C", dir]);
    const app = readdirSync(dir).find((f) => /^app-.*\.js$/.test(f))!;
    return readFileSync(join(dir, app), "utf8");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the awesome app's changes", () => {
  const app = installedApp();

  test.each(patches.map(([what, from]) => [what, from]))("%s: its text is in the installed app once", (_, from) => {
    expect(app.split(from).length - 1).toBe(1);
  });

  test("every change is made, and the app's text is otherwise as it was", () => {
    const patched = patchedApp(app) as string;
    for (const [what, from, to] of patches) {
      expect(patched.includes(to), what).toBe(true);
      expect(patched.includes(from) && !to.includes(from), what).toBe(false);
    }
    expect(patched.length - app.length).toBe(patches.reduce((n, [, from, to]) => n + to.length - from.length, 0));
  });

  test("an app without a text stops the report, naming the change", () => {
    expect(() => patchedApp(app.replace(patches[1]![1], ""))).toThrow(`changes for "${patches[1]![0]}"`);
  });
});
