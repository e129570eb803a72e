// What every area of the reference shares: the clock, the active faults, the stores, and the data seed.
import type { ScopedClock } from "./clock.js";
import type { FaultSet } from "./faults.js";
import type { StoreDirectory } from "./stores.js";

export interface ReferenceContext {
  clock: ScopedClock;
  faults: FaultSet;
  stores: StoreDirectory;
  /** Seed of the reference's generated data: the same data on every start and after every reset. */
  seed: number;
}

/** Fixed, so the reference's profile can name seeded fixtures. */
export const REFERENCE_DATA_SEED = 20261122;
