// The tests of area legacy-token for vitest: every test file under suites/legacy-token/ a run selects (harness/run/area-suite.ts).
import { declareArea } from "../harness/run/area-suite.js";

declareArea("legacy-token");
