// The hostile target's answers that break HTTP or the body itself: white space, nesting, huge lines and headers, bad
// text, redirects, 1xx floods and HTML. hostile-target.ts routes (and serves wrong-prefix's routes under /api only, and
// trickles a byte a second); these shape what goes back.
import type { IncomingMessage, ServerResponse } from "node:http";

const MB = 1_000_000;

/** The modes this file shapes; each a case of the corpus (bench/hostile.ts). */
export const SHAPED_MODES = [
  "spaces-20k", "spaces-200k", "spaces-1m", "deep-nesting", "long-line", "many-headers", "huge-headers",
  "invalid-utf8", "nul-surrogates", "redirect-loop", "1xx-flood", "html", "wrong-prefix", "trickle",
] as const;
export type ShapedMode = (typeof SHAPED_MODES)[number];

/** The answer the routes made, as JSON text with its status. */
export interface Routed {
  status: number;
  payload: Buffer;
}

const SPACES: Partial<Record<ShapedMode, number>> = { "spaces-20k": 20_000, "spaces-200k": 200_000, "spaces-1m": MB };

/** A run of `n` spaces, no line break, after the opening brace of a JSON object and inside its first string. */
function withSpaces(payload: Buffer, n: number): Buffer {
  const text = payload.toString();
  if (!text.startsWith("{")) return payload;
  const half = " ".repeat(Math.floor(n / 2));
  return Buffer.from(`{${half}"hostile":"${half}",${text.slice(1)}`);
}

/** The answer with a value nested 200,000 arrays deep beside its own fields (about 400 kB). */
function nested(payload: Buffer): Buffer {
  const text = payload.toString();
  const depth = 200_000;
  return text.startsWith("{") ? Buffer.from(`{"hostile":${"[".repeat(depth)}${"]".repeat(depth)},${text.slice(1)}`) : payload;
}

/** Bytes that are no UTF-8 (a lone continuation byte, an overlong slash, a truncated sequence) inside every string. */
function invalidUtf8(payload: Buffer): Buffer {
  const text = payload.toString();
  const parts = text.split('"');
  const bad = Buffer.from([0x80, 0xc0, 0xaf, 0xe2, 0x82, 0xff]);
  return Buffer.concat(parts.flatMap((p, i) => (i === 0 ? [Buffer.from(p)] : [Buffer.from('"'), ...(i % 2 === 1 ? [bad] : []), Buffer.from(p)])));
}

/**
 * NUL characters and lone surrogates (escaped, so the body stays JSON and they reach every string the suite reads) in
 * every string value and in a field of their own; and a raw NUL byte in a body that is no JSON (the 404s).
 */
function nulsAndSurrogates(status: number, payload: Buffer): Buffer {
  const text = payload.toString();
  if (status === 404) return Buffer.concat([Buffer.from("not found: "), Buffer.from([0x00, 0xed, 0xa0, 0x80]), payload]);
  if (!text.startsWith("{")) return payload;
  const escaped = text.replace(/":"/g, '":"\\u0000\\ud800\\udfff\\udc00x');
  return Buffer.from(`{"raw":"\\u0000\\ud83d",${escaped.slice(1)}`);
}

const SIGN_IN = `<!DOCTYPE html><html><head><title>Sign in</title></head><body><form action="/login" method="post">`
  + `<input name="user"><input name="password" type="password"></form></body></html>`;

/** 103 Early Hints without end, one every 20 ms, and never a final answer. */
function flood(res: ServerResponse): void {
  const next = () => {
    if (res.destroyed) return;
    res.writeEarlyHints({ link: "</hostile.css>; rel=preload; as=style" });
    setTimeout(next, 20).unref();
  };
  next();
}

/** Sends the mode's answer; false when the mode leaves the routed answer as it is. */
export function sendShaped(mode: ShapedMode, req: IncomingMessage, res: ServerResponse, routed: Routed): boolean {
  const json = { "content-type": "application/json" };
  const spaces = SPACES[mode];
  if (spaces !== undefined) return void res.writeHead(routed.status, json).end(withSpaces(routed.payload, spaces)), true;
  switch (mode) {
    case "deep-nesting": return void res.writeHead(routed.status, json).end(nested(routed.payload)), true;
    case "long-line": return void res.writeHead(routed.status, json).end(`{"hostile":"${"x".repeat(5 * MB)}"}`), true;
    case "many-headers": {
      const headers: [string, string][] = Array.from({ length: 400 }, (_, i) => [`x-hostile-${i}`, `v${i}`]);
      return void res.writeHead(routed.status, [...headers, ["content-type", "application/json"]].flat()).end(routed.payload), true;
    }
    case "huge-headers": return void res.writeHead(routed.status, { ...json, "x-hostile": "h".repeat(MB) }).end(routed.payload), true;
    case "invalid-utf8": return void res.writeHead(routed.status, json).end(invalidUtf8(routed.payload)), true;
    case "nul-surrogates": return void res.writeHead(routed.status, json).end(nulsAndSurrogates(routed.status, routed.payload)), true;
    case "redirect-loop": return void res.writeHead(302, { location: req.url ?? "/" }).end(), true;
    case "1xx-flood": return flood(res), true;
    case "html": return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(SIGN_IN), true;
  }
  return false;
}
