// Reading bodies under a decoded-byte cap: a compression bomb is cut at the cap without being inflated further.
import { Readable } from "node:stream";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { contentCodings, readBody } from "../../harness/http/content-coding.js";

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

  test("reads a plain body whose Content-Length the cap allows whole, and one it does not chunk by chunk to the cap", async () => {
    const source = (text: string) => {
      const whole = { read: false };
      const stream = Object.assign(Readable.from([Buffer.from(text)]), {
        bytes: async () => { whole.read = true; return new Uint8Array(Buffer.from(text)); },
      });
      return { stream, whole };
    };
    const fits = source("0123456789");
    expect(await readBody(fits.stream, undefined, 10, "10")).toMatchObject({ truncated: false, decoded: [] });
    expect(fits.whole.read).toBe(true);
    const over = source("0123456789ab");
    const cut = await readBody(over.stream, undefined, 10, "12");
    expect(over.whole.read).toBe(false);
    expect(cut).toMatchObject({ truncated: true });
    expect(cut.bytes.toString()).toBe("0123456789");
    const unsaid = source("0123456789ab");
    expect((await readBody(unsaid.stream, undefined, 10, " 5")).truncated).toBe(true); // not a length: read to the cap
    expect(unsaid.whole.read).toBe(false);
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

  test("keeps a body naming more codings than a server stacks as it was sent, making no decoder for each", async () => {
    const codings = Array<string>(2000).fill("gzip").join(", ");
    const read = await readBody(Readable.from([Buffer.from("layers")]), codings, 1024);
    expect(read).toMatchObject({ decoded: [], error: expect.stringMatching(/2000 content codings, more than the 4/) });
    expect(read.bytes.toString()).toBe("layers");
    const twice = await readBody(Readable.from([gzipSync(gzipSync(Buffer.from("two layers")))]), "gzip, gzip", 1024);
    expect(twice.bytes.toString()).toBe("two layers");
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
