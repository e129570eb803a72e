// A run-scoped, owner-only file through which every process of a run (workers, reporters) learns the secrets the others found.
import { appendFileSync, closeSync, existsSync, fstatSync, openSync, readSync } from "node:fs";

export interface SharedSecret {
  label: string;
  value: string;
  /** The value was cut before it was stored (a secret longer than the store keeps). */
  open: boolean;
}

/** One line a secret: fingerprint, label, open flag, base64 of the value; appended, never rewritten. */
export class SecretShare {
  private readOffset = 0;
  private seenSize = -1;
  /** The file, kept open once it exists: every redaction asks whether it grew, and fstat() costs half a stat(). */
  private fd: number | undefined;

  constructor(readonly path: string) {}

  append(secret: SharedSecret, fingerprint: string): void {
    const line = `${fingerprint}\t${secret.label.replace(/\s/g, "_")}\t${secret.open ? 1 : 0}\t${Buffer.from(secret.value).toString("base64")}\n`;
    appendFileSync(this.path, line, { mode: 0o600 });
  }

  /** Secrets appended since the last call, by any process; one fstat() when nothing changed. */
  newSecrets(): SharedSecret[] {
    const size = this.size();
    if (size === undefined) return [];
    if (size === this.seenSize) return [];
    this.seenSize = size;
    if (size < this.readOffset) this.readOffset = 0;
    const buf = Buffer.alloc(size - this.readOffset);
    readSync(this.fd!, buf, 0, buf.length, this.readOffset);
    const complete = buf.lastIndexOf(0x0a) + 1; // a line still being written is read next time
    this.readOffset += complete;
    return buf.subarray(0, complete).toString("utf8").split("\n").flatMap((line) => {
      const [, label, open, value] = line.split("\t");
      return value === undefined ? [] : [{ label: label!, open: open === "1", value: Buffer.from(value, "base64").toString("utf8") }];
    });
  }

  /** Lets the file go (a redactor joining another run's share). */
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  /** The file's size; undefined while it does not exist. A file deleted since it was opened is opened again by its path. */
  private size(): number | undefined {
    if (this.fd !== undefined) {
      const { size, nlink } = fstatSync(this.fd);
      if (nlink > 0) return size;
      this.close();
      this.readOffset = 0;
      this.seenSize = -1;
    }
    if (!existsSync(this.path)) return undefined; // no secret shared yet (an exception per call would cost more)
    try {
      this.fd = openSync(this.path, "r");
    } catch {
      return undefined; // removed this instant
    }
    return fstatSync(this.fd).size;
  }
}
