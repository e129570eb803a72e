// Preloaded into every Node process of a measured command: records that process's peak RSS when it exits, in the
// directory its import URL names (`rss-probe.mjs?dir=…`: NODE_OPTIONS hands it to every process the command starts).
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = new URL(import.meta.url).searchParams.get("dir");
if (dir) {
  process.on("exit", () => {
    const record = { pid: process.pid, child: typeof process.send === "function", maxRssKb: process.resourceUsage().maxRSS };
    writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify(record));
  });
}
