// The tests of area identity-verification for vitest: every test file under suites/identity-verification/ a run selects (harness/run/area-suite.ts).
import { declareArea } from "../harness/run/area-suite.js";

declareArea("identity-verification");
