// Every secret the reference makes up starts with one of these, so a canary test can search outputs for them.
export const REFERENCE_SECRET_PATTERN = /\bref(?:key|secret|api|token|clockkey|clocksecret)-[0-9a-f]{8,}/;
