// Absolute paths of the project's folders, independent of the working directory.
import { fileURLToPath } from "node:url";
import { resolve } from "node:path";

export const ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
export const FIXTURES = resolve(ROOT, "fixtures");
export const fixturePath = (...parts: string[]) => resolve(FIXTURES, ...parts);
