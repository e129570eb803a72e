// The requirement catalogue and the open points, read from fixtures/. Their schemas are checked by the self-tests
// (test/unit/catalogue.test.ts), not at every start of every worker, where compiling them cost a quarter of a second.
import { existsSync, readFileSync } from "node:fs";
import { AREA_LIST, AREAS, areaOfLetter, type Area } from "./areas.js";
import { fixturePath } from "../paths.js";
import { HarnessError } from "../outcomes/errors.js";

export interface Requirement {
  id: string;
  area: Area;
  operation: string;
  section: string;
  item?: string;
  quote: string;
  rule: string;
  level: "required" | "optional";
  severity: "blocker" | "critical" | "normal" | "minor";
  /** Not checkable by a black-box test of the service; never counts against a verdict. */
  excluded?: string;
  /** Checkable, but no test exists yet (reason given); keeps the verdict at best INCOMPLETE. */
  untested?: string;
}

export interface OpenPoint {
  id: string;
  area: Area;
  section: string;
  quote: string;
  ambiguity?: number;
  question: string;
  tests: string[];
}

interface Catalogue {
  requirements: Map<string, Requirement>;
  openPoints: Map<string, OpenPoint>;
}

let loaded: Catalogue | undefined;

function read<T>(kind: "requirements" | "open-points", area: Area, key: string): T[] {
  const file = fixturePath(kind, `${area}.json`);
  if (!existsSync(file)) return [];
  const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const fix = `correct ${kind}/${area}.json (schema: fixtures/${kind}.schema.json)`;
  if (data.area !== area) throw new HarnessError(`${file} declares area "${String(data.area)}"`, fix);
  return (data[key] as T[]).map((x) => ({ area, ...x }));
}

export function catalogue(): Catalogue {
  if (loaded) return loaded;
  const requirements = new Map<string, Requirement>();
  const openPoints = new Map<string, OpenPoint>();
  for (const area of AREAS) {
    for (const r of read<Partial<Requirement> & Pick<Requirement, "id">>("requirements", area, "requirements")) {
      if (requirements.has(r.id)) throw new HarnessError(`requirement ${r.id} is listed twice`, "give every requirement its own id");
      requirements.set(r.id, { level: "required", severity: "normal", ...r } as Requirement);
    }
    for (const p of read<OpenPoint>("open-points", area, "openPoints")) {
      if (openPoints.has(p.id)) throw new HarnessError(`open point ${p.id} is listed twice`, "give every open point its own id");
      openPoints.set(p.id, p);
    }
  }
  loaded = { requirements, openPoints };
  return loaded;
}

export function requirement(id: string): Requirement {
  const r = catalogue().requirements.get(id);
  if (!r) throw new Error(`unknown requirement id "${id}" (fixtures/requirements/)`);
  return r;
}

export function openPoint(id: string): OpenPoint {
  const p = catalogue().openPoints.get(id);
  if (!p) throw new Error(`unknown open point id "${id}" (fixtures/open-points/)`);
  return p;
}

/** The area a test id belongs to, from its letter: A b2b, B identity-verification, C schedules, D legacy-token. */
export function areaOfId(id: string): Area {
  const area = areaOfLetter(id);
  if (!area) throw new Error(`test id "${id}" does not start with an area letter A to D`);
  return area;
}

export const AREA_TITLES = Object.fromEntries(AREA_LIST.map((a) => [a.name, `${a.letter} · ${a.title}`])) as Record<Area, string>;
