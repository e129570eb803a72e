// The command's standard output and error pass the redactor's known secrets as they are written: vitest's own reporters
// print there too (test names, the failures' messages made in the workers), and a worker may have met a secret (a token
// another worker was just handed, echoed by the target) before anyone knew it; by the time the line is written, the
// run's share does. The messages were redacted by pattern where they were made; the command's own lines are its own.
import { redactor } from "../harness/secrets/redact.js";

type Write = typeof process.stdout.write;

function redacting(write: Write): Write {
  return ((chunk: string | Uint8Array, encodingOrCallback?: BufferEncoding | ((err?: Error | null) => void), callback?: (err?: Error | null) => void) => {
    const text = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    if (typeof encodingOrCallback === "function") return write(redactor.knownSecrets(text), encodingOrCallback);
    return write(redactor.knownSecrets(text), typeof chunk === "string" ? encodingOrCallback : "utf8", callback);
  }) as Write;
}

/** From now on, everything this process writes to stdout and stderr is redacted first. */
export function redactStandardStreams(): void {
  process.stdout.write = redacting(process.stdout.write.bind(process.stdout));
  process.stderr.write = redacting(process.stderr.write.bind(process.stderr));
}
