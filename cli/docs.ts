// `npm run docs`: regenerates the generated parts of README.md (the configuration table).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../harness/paths.js";
import { withConfigTable } from "../harness/config/config-docs.js";

const path = join(ROOT, "README.md");
writeFileSync(path, withConfigTable(readFileSync(path, "utf8")));
console.log("README.md configuration table regenerated");
