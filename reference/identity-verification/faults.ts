// Named faults of the reference's area identity-verification; each breaks one rule the suite must catch. (Filled by the area work.)
import type { FaultDefinition } from "../faults.js";

export const identityVerificationFaults: FaultDefinition[] = [];
