// The settings of every run a mutant gets: the embedded reference with its own profile, and a fixed seed.
/**
 * The whole environment of a mutant's run (nothing of the caller's: no CONFORMANCE_* variable, no .env). A fixed seed
 * makes a mutant's runs alike from one mutation run to the next (incremental mode reuses their results). The request
 * timeout stays the default: a shorter one made kills out of a busy machine's slow answers.
 */
export const MUTATION_RUN_ENV: Readonly<Record<string, string>> = {
  CONFORMANCE_SEED: "mutation",
};
