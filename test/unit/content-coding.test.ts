// Reading bodies under a decoded-byte cap: a compression bomb is cut at the cap without being inflated further.
import { Readable } from "node:stream";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { contentCodings, readBody } from "../../harness/content-coding.js";

/** A body in 64 KiB chunks that counts how much of it was read. */
function counted(bytes: Buffer) {
  const source = { consumed: 0, stream: undefined as unknown as Readable };
  source.stream = Readable.from((function* () {
    for (let i = 0; i < bytes.length; i += 65_536) {
      source.consumed += Math.min(65_536, bytes.length - i);
      yield bytes.subarray(i, i + 65_536);
    }
  })());
  return source;
}

describe("readBody", () => {
  test("reads the codings of a header in the order they were applied, identity left out", () => {
    expect(contentCodings("gzip, identity, BR")).toEqual(["gzip", "br"]);
    expect(contentCodings(undefined)).toEqual([]);
  });

  test("stops reading a gzip bomb soon after the cap", async () => {
    const bomb = Buffer.concat(Array(64).fill(gzipSync(Buffer.alloc(16 << 20))));
    const body = counted(bomb);
    const read = await readBody(body.stream, "gzip", 1 << 20);
    expect(read).toMatchObject({ truncated: true, decoded: ["gzip"] });
    expect(read.bytes.length).toBe(1 << 20);
    expect(body.consumed).toBeLessThan(bomb.length / 4);
  });

  test("cuts a brotli bomb at the cap", async () => {
    const read = await readBody(Readable.from([brotliCompressSync(Buffer.alloc(64 << 20))]), "br", 4096);
    expect(read).toMatchObject({ truncated: true, decoded: ["br"] });
    expect(read.bytes.length).toBe(4096);
  });

  test("keeps a body of an unknown coding as it was sent, and says so", async () => {
    const read = await readBody(Readable.from([Buffer.from("zstd bytes")]), "zstd", 1024);
    expect(read.bytes.toString()).toBe("zstd bytes");
    expect(read.error).toMatch(/"zstd" is not one the suite decodes/);
  });

  test("keeps what a cut gzip body decodes to", async () => {
    const whole = Buffer.from("x".repeat(5000) + "0123456789".repeat(100));
    const read = await readBody(Readable.from([gzipSync(whole).subarray(0, 60)]), "gzip", 1 << 20);
    expect(read.error).toBeUndefined();
    expect(whole.toString().startsWith(read.bytes.toString())).toBe(true);
  });

  test("passes a failure of the connection on, rather than calling it a coding problem", async () => {
    const failing = new Readable({ read() {} });
    failing.push(gzipSync(Buffer.alloc(100)).subarray(0, 20));
    setTimeout(() => failing.destroy(Object.assign(new Error("socket hang up"), { code: "ECONNRESET" })), 10);
    await expect(readBody(failing, "gzip", 1024)).rejects.toThrow(/socket hang up/);
  });
});
