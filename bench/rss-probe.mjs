// Preloaded into every Node process of a measured command: records that process's peak RSS when it exits.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.env.BENCH_RSS_DIR;
if (dir) {
  process.on("exit", () => {
    const record = { pid: process.pid, child: typeof process.send === "function", maxRssKb: process.resourceUsage().maxRSS };
    writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify(record));
  });
}
