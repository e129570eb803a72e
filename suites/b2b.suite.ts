// The tests of area b2b for vitest: every test file under suites/b2b/ a run selects (harness/run/area-suite.ts).
import { declareArea } from "../harness/run/area-suite.js";

declareArea("b2b");
