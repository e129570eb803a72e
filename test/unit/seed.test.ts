// Seeds: any string is accepted; integers in range are used as they are, anything else is hashed into 0..2^31-1.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { loadConfig, seedFrom } from "../../harness/config/config.js";
import { seedText, shellWord } from "../../cli/describe-run.js";

const load = (env: Record<string, string>) => loadConfig({ env, cwd: mkdtempSync(join(tmpdir(), "conformance-seed-")) });
const inRange = (n: number) => Number.isInteger(n) && n >= 0 && n <= 2 ** 31 - 1;

describe("seeds", () => {
  test("an integer from 0 to 2^31-1 is used as it is", () => {
    expect([seedFrom("0"), seedFrom("42"), seedFrom("2147483647"), seedFrom(" 7 ")]).toEqual([0, 42, 2147483647, 7]);
  });

  test("a GitHub run id of billions and a word are hashed into the range, the same way every time", () => {
    for (const given of ["2147483648", "9876543210", "nightly", "-5", "1.5"]) {
      expect(inRange(seedFrom(given)), given).toBe(true);
      expect(seedFrom(given)).toBe(seedFrom(given));
    }
    expect(seedFrom("9876543210")).not.toBe(seedFrom("9876543211"));
  });

  test("the configuration keeps the seed as given beside the number used, in one value", () => {
    expect(load({ CONFORMANCE_SEED: "9876543210" }).seed).toEqual({ given: "9876543210", value: seedFrom("9876543210") });
    expect(load({ CONFORMANCE_SEED: " 77 " }).seed).toEqual({ given: "77", value: 77 });
    const random = load({}).seed;
    expect(random.given).toBe(String(random.value));
  });

  test("is shown as given, with the number when it was hashed, and quoted for a shell when it must be", () => {
    expect(seedText({ seed: 77, seedGiven: "77" })).toBe("77");
    expect(seedText({ seed: 5, seedGiven: "nightly" })).toBe('"nightly" (hashed to 5)');
    expect(seedText({ seed: 5 })).toBe("5");
    expect(shellWord("9876543210")).toBe("9876543210");
    expect(shellWord("it's a run")).toBe(`'it'\\''s a run'`);
  });
});
