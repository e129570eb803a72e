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

/** More codings than this are kept as sent: each decoder holds its own window, and no server stacks more than two. */
const MAX_CODINGS = 4;

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

/** undici's body: it can read itself whole. */
type WholeReadable = Readable & { bytes?: () => Promise<Uint8Array> };

/**
 * Reads `source` to its end or to `cap` decoded bytes, whichever comes first, then destroys it. A plain body whose
 * Content-Length the cap allows is read whole, as undici's own json() reads it (undici fails a body that runs past its
 * declared length): cheaper than a listener call per chunk.
 */
export async function readBody(source: WholeReadable, contentEncoding: string | undefined, cap: number, contentLength?: string): Promise<ReadBody> {
  const codings = contentCodings(contentEncoding);
  const unknown = codings.length > MAX_CODINGS ? `${codings.length} codings` : codings.length > 0 ? codings.find((c) => !(c in DECODERS)) : undefined;
  const got = new Collected(cap);
  try {
    if (codings.length === 0 && source.bytes && contentLength !== undefined && /^\d+$/.test(contentLength) && Number(contentLength) <= cap) {
      const whole = await source.bytes();
      return { bytes: Buffer.from(whole.buffer, whole.byteOffset, whole.byteLength), truncated: false, decoded: [] };
    }
    if (unknown || codings.length === 0) {
      await collectPlain(source, got);
      return got.result([], unknown && (codings.length > MAX_CODINGS
        ? `the body names ${codings.length} content codings, more than the ${MAX_CODINGS} the suite decodes one after another; the body is kept as sent`
        : `the content coding "${unknown}" is not one the suite decodes (gzip, deflate, br); the body is kept as sent`));
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

/** What a body read by collectPlain is fed to, kept on the stream so its listeners are the same functions for every body. */
const COLLECTING = Symbol("collecting");
interface Collecting extends Readable {
  [COLLECTING]?: { got: Collected; resolve: () => void; reject: (err: unknown) => void };
}

function onPlainData(this: Collecting, chunk: Buffer): void {
  const c = this[COLLECTING]!;
  if (!c.got.take(chunk)) return;
  this.off("data", onPlainData);
  c.resolve();
}
function onPlainEnd(this: Collecting): void {
  this[COLLECTING]!.resolve();
}
function onPlainError(this: Collecting, err: unknown): void {
  this[COLLECTING]!.reject(err);
}
function onPlainClose(this: Collecting): void {
  const c = this[COLLECTING]!;
  if (this.readableEnded) c.resolve();
  else c.reject(this.errored ?? new Error("the body was closed before its end"));
}

/**
 * Feeds `got` each chunk until the cap or the body's end: listeners, cheaper than an async iterator per body, and
 * module functions, not closures made for each body. Settling twice is harmless; the source is destroyed right after.
 */
function collectPlain(source: Collecting, got: Collected): Promise<void> {
  return new Promise((resolve, reject) => {
    source[COLLECTING] = { got, resolve, reject };
    source.on("data", onPlainData).on("end", onPlainEnd).on("error", onPlainError).on("close", onPlainClose);
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
