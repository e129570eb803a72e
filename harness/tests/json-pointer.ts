// JSON Pointers (RFC 6901): reading a value, and a read whose missing path names the profile key it came from.
import { HarnessError } from "../outcomes/errors.js";
import { shownValue } from "../secrets/bounded-text.js";

/** "/a/b~1c" → ["a", "b/c"]; "" is the whole document. */
export function parsePointer(pointer: string): string[] {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw new Error(`"${pointer}" is not a JSON Pointer: it must be empty or start with "/"`);
  return pointer.slice(1).split("/").map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));
}

/** The value at a pointer; `found` is false when a step does not exist (an index past the end, a missing member). */
export function readPointer(doc: unknown, pointer: string): { found: boolean; value?: unknown } {
  let node = doc;
  for (const part of parsePointer(pointer)) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(part) || Number(part) >= node.length) return { found: false };
      node = node[Number(part)];
    } else if (node !== null && typeof node === "object" && Object.hasOwn(node, part)) {
      node = (node as Record<string, unknown>)[part];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: node };
}

/**
 * A pointer from the profile that finds nothing: the answer and the profile disagree about where the value is.
 * Not blamed on the target (a wrong pointer is a profile mistake): the test is broken, with the key to correct.
 */
export class ProfilePointerError extends HarnessError {
  constructor(readonly profileKey: string, pointer: string, body: unknown) {
    const shown = shownValue(body, 600);
    super(`the profile's ${profileKey} ("${pointer}") finds nothing in the answer ${shown}`,
      `set ${profileKey} to the JSON Pointer of that value in the target's answer (or check that the target returns it)`);
  }
}

/** The value at the pointer given by a profile key; throws ProfilePointerError naming that key when nothing is there. */
export function atPointer(doc: unknown, pointer: string, profileKey: string): unknown {
  const { found, value } = readPointer(doc, pointer);
  if (!found) throw new ProfilePointerError(profileKey, pointer, doc);
  return value;
}
