// Walks every schedule of the reference at limit=1000 with the harness client, at 10,000 and 20,000 schedules, to show linearity.
// Run: npm run bench -- schedules-walk, or node --import tsx bench/schedules-walk.ts [runs]
import { HttpClient, type Exchange } from "../harness/http/http.js";
import { encodings } from "../harness/schedules/encodings.js";
import { listSchedules } from "../harness/schedules/api.js";
import { walkPages } from "../harness/schedules/pages.js";
import { DAY_MS } from "../harness/schedules/timestamps.js";
import { startReference } from "../reference/server.js";
import { pathToFileURL } from "node:url";
import { median } from "./measure.js";

const LIMIT = 1000;
const SIZES = [10_000, 20_000];
const enc = encodings({ name: "bench", schedules: { timestampFormat: "rfc3339", arrayEncoding: "repeat" } });

interface Measure {
  schedules: number;
  pages: number;
  medianMs: number;
  runsMs: number[];
  microsPerSchedule: number;
}

/** Both stores' lists over a range that holds every seeded schedule, walked page by page as the suite does. */
async function measure(count: number, runs: number): Promise<Measure> {
  const ref = await startReference({ schedules: { count } });
  try {
    const record: Exchange[] = [];
    const clients = [ref.credentials.apiAuth, ref.credentials.apiAuthOtherStore].map((auth) =>
      new HttpClient(ref.baseUrl, { timeoutMs: 30_000, maxBodyBytes: 8 << 20, testId: "BENCH-SCHEDULES-WALK", auth, record }));
    const now = Date.now();
    const range = { start: now - 400 * DAY_MS, end: now + 400 * DAY_MS };
    const walkAll = async () => {
      let ids = 0;
      let pages = 0;
      for (const client of clients) {
        const walk = await walkPages((page) => listSchedules(client, enc, { ...range, page, limit: LIMIT }), LIMIT);
        ids += new Set(walk.records.map((r) => r.id)).size;
        pages += walk.pages.length;
        record.length = 0;
      }
      if (ids !== count) throw new Error(`walked ${ids} distinct schedules, expected ${count}`);
      return pages;
    };
    const pages = await walkAll(); // warm-up
    const runsMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await walkAll();
      runsMs.push(performance.now() - started);
    }
    const medianMs = median(runsMs);
    return { schedules: count, pages, medianMs, runsMs, microsPerSchedule: (medianMs * 1000) / count };
  } finally {
    await ref.close();
  }
}

/** For `npm run bench`: both sizes and the 20k/10k ratio (2.00 is linear). */
export async function bench(runs = 3) {
  const results: Measure[] = [];
  for (const size of SIZES) results.push(await measure(size, runs));
  const [small, large] = results as [Measure, Measure];
  return { limit: LIMIT, results, ratio20kOver10k: Math.round((large.medianMs / small.medianMs) * 100) / 100 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const runs = Math.max(1, Number(process.argv[2] ?? 3));
  const { results, ratio20kOver10k } = await bench(runs);
  const fmt = (n: number, d = 1) => n.toFixed(d);
  console.log(`schedule walk at limit=${LIMIT} (both stores, every page), median of ${runs} run(s) after a warm-up; node ${process.version}`);
  console.log("schedules  pages  wall ms (median)  µs/schedule  runs ms");
  for (const r of results) {
    console.log(`${String(r.schedules).padStart(9)}  ${String(r.pages).padStart(5)}  ${fmt(r.medianMs).padStart(16)}  ${fmt(r.microsPerSchedule, 2).padStart(11)}  ${r.runsMs.map((x) => fmt(x, 0)).join(", ")}`);
  }
  console.log(`ratio 20k/10k wall time: ${ratio20kOver10k} (2.00 is linear)`);
}
