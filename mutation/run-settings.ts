// The settings of every run a mutant gets: the embedded reference, a fixed seed, and a short request timeout.
/**
 * The whole environment of a mutant's run (nothing of the caller's: no CONFORMANCE_* variable, no .env). A fixed seed
 * makes a mutant's runs alike from one mutation run to the next (incremental mode reuses their results); a mutant that
 * leaves a request unanswered fails its test in 3 s instead of the default 10.
 */
export const MUTATION_RUN_ENV: Readonly<Record<string, string>> = {
  CONFORMANCE_SEED: "mutation",
  CONFORMANCE_REQUEST_TIMEOUT_MS: "3000",
};
