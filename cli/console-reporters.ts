// The console styles of a run, apart from the session that uses them: the command line parses them without loading vitest.

/** vitest's reporters by name, "compact" (nothing per test: the run's summary gives one line per failure) and "none". */
export const CONSOLE_REPORTERS = ["tree", "verbose", "default", "dot", "compact", "none"] as const;
export type ConsoleReporter = (typeof CONSOLE_REPORTERS)[number];
