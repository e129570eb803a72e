#!/usr/bin/env node
// The `conformance` bin: loads the TypeScript CLI through tsx, so no build step is needed.
import { register } from "tsx/esm/api";

register();
await import("./main.ts");
