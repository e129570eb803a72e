#!/usr/bin/env node
// The `conformance` bin: loads the TypeScript CLI through tsx, so no build step is needed.
import { register } from "tsx/esm/api";

// Colour only on a terminal, never with NO_COLOR or FORCE_COLOR=0. The colour library vitest uses turns colour on
// whenever FORCE_COLOR (even "0") or CI is set, so the decision is made here, before it loads, and handed down.
const env = process.env;
const forced = env.FORCE_COLOR;
const colour = !("NO_COLOR" in env) && (forced === undefined ? process.stdout.isTTY === true && env.TERM !== "dumb" : !["0", "false"].includes(forced));
if (!colour) {
  delete env.FORCE_COLOR;
  env.NO_COLOR = "1";
}

// The packages the command loads, first, before tsx (cli/preload.mjs says why).
await (await import("./preload.mjs")).preloadPackages(process.argv[2]);
register();
// tsx turns Node's source maps on, and Node then decodes the map of every module it loads (40 ms of each run's start).
// Only an internal error's stack shows the CLI's lines, then as esbuild wrote them; `--enable-source-maps` keeps the maps.
if (!process.execArgv.includes("--enable-source-maps") && !(env.NODE_OPTIONS ?? "").includes("--enable-source-maps")) process.setSourceMapsEnabled(false);
await import("./main.ts");
