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
  /** Registers how an area restores its seed data; POST {base_url}/__control/reset runs every registered reset. */
  onReset(reset: () => void): void;
}

/** Fixed, so the reference's profile can name seeded fixtures. */
export const REFERENCE_DATA_SEED = 20261122;
