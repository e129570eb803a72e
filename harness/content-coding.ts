// Reads a response body up to a byte cap, decoding gzip, deflate and br on the way: a compression bomb stops at the cap.
import { Readable, type Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants, createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from "node:zlib";

export interface ReadBody {
  /** The decoded bytes, at most `cap` of them. */
  bytes: Buffer;
  /** More decoded bytes were there than the cap allows; no more were inflated than one zlib chunk past it. */
  truncated: boolean;
  /** The content codings that were decoded, in the order they were undone. */
  decoded: string[];
  /** Why the body could not be (fully) decoded. */
  error?: string;
}

const lenient = { finishFlush: constants.Z_SYNC_FLUSH };
const DECODERS: Record<string, (first: Buffer) => Transform> = {
  gzip: () => createGunzip(lenient),
  "x-gzip": () => createGunzip(lenient),
  // "deflate" is the zlib format (RFC 9110 8.4.1.2), but some servers send raw deflate: told apart by the zlib header.
  deflate: (first) => (isZlibHeader(first) ? createInflate(lenient) : createInflateRaw(lenient)),
  br: () => createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH }),
};

const isZlibHeader = (b: Buffer) => b.length < 2 || ((b[0]! & 0x0f) === 8 && ((b[0]! << 8) | b[1]!) % 31 === 0);

/** The codings of a Content-Encoding header, in the order they were applied, identity left out. */
export function contentCodings(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(",").map((c) => c.trim().toLowerCase()).filter((c) => c !== "" && c !== "identity");
}

/** Decoded chunks up to the cap. */
class Collected {
  readonly chunks: Buffer[] = [];
  size = 0;
  truncated = false;

  constructor(private readonly cap: number) {}

  /** Keeps what fits; true when the chunk went over the cap. */
  take(chunk: Buffer): boolean {
    const room = this.cap - this.size;
    this.chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    this.size += Math.min(chunk.length, room);
    return chunk.length > room && (this.truncated = true);
  }

  result(decoded: string[], error?: string): ReadBody {
    return { bytes: Buffer.concat(this.chunks), truncated: this.truncated, decoded, error };
  }
}

/** Reads `source` to its end or to `cap` decoded bytes, whichever comes first, then destroys it. */
export async function readBody(source: Readable, contentEncoding: string | undefined, cap: number): Promise<ReadBody> {
  const codings = contentCodings(contentEncoding);
  const unknown = codings.length > 0 ? codings.find((c) => !(c in DECODERS)) : undefined;
  const got = new Collected(cap);
  try {
    if (unknown || codings.length === 0) {
      await collectPlain(source, got);
      return got.result([], unknown && `the content coding "${unknown}" is not one the suite decodes (gzip, deflate, br); the body is kept as sent`);
    }
    const first = await firstChunk(source);
    const decoders = [...codings].reverse().map((c) => DECODERS[c]!(first));
    const collect = async (decoded: AsyncIterable<Buffer>) => {
      for await (const chunk of decoded) if (got.take(chunk)) return;
    };
    // pipeline's typings have no overload for a variable number of transforms.
    await (pipeline as (...streams: unknown[]) => Promise<void>)(Readable.from(prepend(first, source)), ...decoders, collect);
    return got.result([...codings].reverse());
  } catch (err) {
    if (got.truncated) return got.result(unknown ? [] : [...codings].reverse()); // stopping at the cap destroyed the streams on purpose
    // A timeout, an abort or a reset of the connection is the transport's problem, not the coding's.
    if (source.errored || unknown || codings.length === 0) throw source.errored ?? err;
    return got.result([...codings].reverse(), `the body could not be decoded from ${codings.join(", ")}: ${(err as Error).message}`);
  } finally {
    source.destroy();
  }
}

/** Feeds `got` each chunk until the cap or the body's end: listeners, cheaper than an async iterator per body. */
function collectPlain(source: Readable, got: Collected): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (!got.take(chunk)) return;
      source.off("data", onData);
      resolve();
    };
    const onClose = () => (source.readableEnded ? resolve() : reject(source.errored ?? new Error("the body was closed before its end")));
    // `on`, not `once`: settling twice is harmless, and the source is destroyed right after.
    source.on("data", onData).on("end", resolve).on("error", reject).on("close", onClose);
  });
}

async function firstChunk(source: Readable): Promise<Buffer> {
  for await (const chunk of source.iterator({ destroyOnReturn: false })) return chunk as Buffer;
  return Buffer.alloc(0);
}

async function* prepend(first: Buffer, rest: Readable): AsyncGenerator<Buffer> {
  if (first.length > 0) yield first;
  for await (const chunk of rest) yield chunk as Buffer;
}
