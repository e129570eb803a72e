// Module hooks of `conformance list`: the suites' declaring functions and run context are replaced by recorders,
// so loading a test file lists its tests without running any.
const RECORDER = new URL("./list-recorder.ts", import.meta.url).href;
const RUN_STUB = new URL("./list-run-stub.ts", import.meta.url).href;

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.endsWith("/harness/tests/conformance-test.ts")) return { ...resolved, url: RECORDER };
  if (resolved.url.endsWith("/harness/run/run.ts")) return { ...resolved, url: RUN_STUB };
  return resolved;
}
