// vitest config of the floor benchmark: one project, one trivial test, no setup.
import { defineConfig } from "vitest/config";

export default defineConfig({ test: { include: ["bench/floor/*.test.ts"] } });
