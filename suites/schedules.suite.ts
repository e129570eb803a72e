// The tests of area schedules for vitest: every test file under suites/schedules/ a run selects (harness/run/area-suite.ts).
import { declareArea } from "../harness/run/area-suite.js";

declareArea("schedules");
