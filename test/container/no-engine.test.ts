// Without a Docker engine, --image and the engine script stop with exit code 2 and name the fix.
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { runCli } from "../support/run-cli.js";
import { execFile } from "node:child_process";

// A unix socket path that does not exist: no traffic leaves the machine, and no engine answers there.
const NO_ENGINE = { DOCKER_HOST: "unix:///nonexistent/service-conformance/docker.sock" };

describe("container targets without an engine", () => {
  test("--image exits 2 and names the fix", async () => {
    const run = await runCli(["run", "--image", "service-conformance/reference:0.0.0", "--profile", "fixtures/profiles/reference.json", "--console", "none"], NO_ENGINE);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain("--image needs a Docker engine");
    expect(run.stderr).toMatch(/fix: .*scripts\/ensure-docker\.sh.*DOCKER_HOST/);
  });

  test("the engine script exits 2 and names the fix for a DOCKER_HOST that does not answer", async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(join(ROOT, "scripts", "ensure-docker.sh"), { env: { ...process.env, ...NO_ENGINE }, timeout: 60_000 }, (_, __, stderr) =>
        resolve({ code: child.exitCode, stderr }));
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("fix: start the engine DOCKER_HOST names");
  });
});
