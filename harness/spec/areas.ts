// The spec's four areas, once: vitest project name, id letter, title, and which base URL serves each.

export interface AreaInfo {
  /** The vitest project and the name used by --area and CONFORMANCE_AREAS. */
  name: "legacy-token" | "schedules" | "identity-verification" | "b2b";
  /** First letter of every test id, requirement id and open point of the area. */
  letter: "A" | "B" | "C" | "D";
  title: string;
  /** The configuration field that holds the area's base URL. */
  url: "baseUrl" | "legacyBaseUrl";
}

/** In report order: the areas the suite first covered come first. */
export const AREA_LIST: readonly AreaInfo[] = [
  { name: "legacy-token", letter: "D", title: "Legacy access token", url: "legacyBaseUrl" },
  { name: "schedules", letter: "C", title: "Payment schedules", url: "baseUrl" },
  { name: "identity-verification", letter: "B", title: "Identity verification", url: "baseUrl" },
  { name: "b2b", letter: "A", title: "B2B tax invoices", url: "baseUrl" },
];

export type Area = AreaInfo["name"];
export const AREAS = AREA_LIST.map((a) => a.name) as readonly Area[];

/** A test id's shape, as a regular expression's source: its area's letter (any of `letters`), then upper-case words, e.g. D-TOKEN-LIFETIME-1800. */
export const testIdPattern = (letters = "A-D") => `[${letters}]-[A-Z0-9]+(?:-[A-Z0-9]+)+`;

/** The vitest project that runs every selected area in one worker (suites/areas.suite.ts); each area has its own too. */
export const ALL_AREAS_PROJECT = "areas";

export function areaInfo(area: Area): AreaInfo {
  return AREA_LIST.find((a) => a.name === area)!;
}

/** The area of a test, requirement or open point id, from its first letter; undefined for any other text. */
export function areaOfLetter(id: string): Area | undefined {
  return AREA_LIST.find((a) => a.letter === id[0])?.name;
}
