// Every secret the reference makes up starts with one of these, so a canary test can search outputs for them.
// Stryker disable next-line Regex: equivalent: the reference never reads it; only the meta-tests' secret canary does (test/meta/secrets-canary.test.ts)
export const REFERENCE_SECRET_PATTERN = /\bref(?:key|secret|api|token|clockkey|clocksecret)-[0-9a-f]{8,}/;
