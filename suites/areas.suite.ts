// The tests of every area a run selects for vitest, in one worker (the default; harness/run/area-suite.ts): each worker
// loads vitest and the whole harness, which cost a run more than its areas gained from running in workers side by side.
import { declareAreas } from "../harness/run/area-suite.js";

declareAreas();
