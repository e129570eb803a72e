// SHA-256 digests of report files this process has just written, by absolute path: the Allure writer's thread hashes
// each file as it writes it, and the manifest takes the digest from here instead of reading thousands of files back
// at the end of the run. vitest loads the reporter in a module graph of its own, so the record lives on globalThis,
// under a key both graphs name alike. Whoever writes a file by another way forgets its digest first.
import { resolve } from "node:path";

const KEY = Symbol.for("service-conformance.written-digests");

function digests(): Map<string, string> {
  const g = globalThis as { [KEY]?: Map<string, string> };
  return (g[KEY] ??= new Map());
}

export function rememberDigest(path: string, digest: string): void {
  digests().set(resolve(path), digest);
}

export function forgetDigest(path: string): void {
  digests().delete(resolve(path));
}

export function forgetAllDigests(): void {
  digests().clear();
}

/** The digest remembered for the file, taken (a second look reads the file). */
export function takeDigest(path: string): string | undefined {
  const key = resolve(path);
  const d = digests().get(key);
  digests().delete(key);
  return d;
}
