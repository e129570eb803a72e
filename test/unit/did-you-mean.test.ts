// "Did you mean": the name a user most likely meant, for areas (names, letters, words, any case), options and keys.
import { describe, expect, test } from "vitest";
import { didYouMean, distance, nearest, nearestArea } from "../../harness/config/did-you-mean.js";
import { nearestProfileKey } from "../../harness/config/profile-schema-keys.js";

describe("did you mean", () => {
  test("counts a swap of two neighbours as one edit", () => {
    expect(distance("rnu", "run")).toBe(1);
    expect(distance("kitten", "sitting")).toBe(3);
  });

  test.each([["legacy", "legacy-token"], ["D", "legacy-token"], ["d", "legacy-token"], ["B2B", "b2b"], ["a", "b2b"], ["Identity", "identity-verification"],
    ["schedule", "schedules"], ["c", "schedules"], ["tax", "b2b"], ["shedules", "schedules"]])("area %s means %s", (word, area) => {
    expect(nearestArea(word)).toBe(area);
  });

  test("names no area for a word far from all of them", () => {
    expect(nearestArea("payments")).toBeUndefined();
    expect(nearestArea("E")).toBeUndefined();
  });

  test("suggests a close name in any case, and nothing for a far one", () => {
    expect(nearest("--areas", ["--area", "--filter", "--json"])).toBe("--area");
    expect(didYouMean("CONTROLLED", ["controlled", "real", "off"])).toBe("; did you mean controlled?");
    expect(didYouMean("banana", ["controlled", "real", "off"])).toBe("");
  });

  test("suggests the profile key beside a misspelt one", () => {
    expect(nearestProfileKey("", "clockControll")).toBe("clockControl");
    expect(nearestProfileKey("/b2b/requests", "taxInvoce")).toBe("taxInvoice");
    expect(nearestProfileKey("/b2b", "zzzzzz")).toBeUndefined();
  });
});
