// The object storage behind operation 11's upload URLs: what a URL answer grants (form fields, headers the upload must
// carry) and whether an upload is one the storage takes, in the protocol a dialect chose (the spec shows no upload).
import { randomBytes } from "node:crypto";
import type { Req, Res } from "../../http-kit.js";
import type { Readings } from "./readings.js";

/** How the storage takes a file. Default: PUT or POST of the raw file, answered 200. */
export interface StorageProtocol {
  /** The one method it takes; undefined: PUT or POST. */
  method?: "PUT" | "POST";
  /** raw: the file is the body; json: {<name>: file name, <content>: base64}; multipart: the granted fields, then the file part. */
  encoding: "raw" | "json" | "multipart";
  json?: { name: string; content: string };
  /** The name of the multipart file part. */
  fileField?: string;
  /** Headers the URL answer lists, which the upload must carry. */
  headers?: boolean;
  status: 200 | 201 | 204;
  /** The member of the upload's own answer that names the file ({"<member>": fileId}). */
  answersId?: string;
}

/** What a URL answer grants beside the URL: the form fields and headers the upload must send back. */
export interface Grant {
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

export function grant(protocol: StorageProtocol | undefined, fileId: string): Grant {
  const token = randomBytes(12).toString("hex");
  return {
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
    ...(protocol?.encoding === "multipart" ? { fields: { key: fileId, policy: Buffer.from(`{"key":"${fileId}"}`).toString("base64"), "x-signature": token } } : {}),
    // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
    ...(protocol?.headers ? { headers: { "x-upload-token": token, "x-upload-kind": "attachment" } } : {}),
  };
}

/** The largest file storage takes where it limits sizes (F-UPLOAD-LIMITS size). */
const MAX_FILE_BYTES = 1024;

/** The file's name as a target with limits takes it at the URL request (F-UPLOAD-LIMITS): an extension, no space; only PDF when refused early. */
export function nameTaken(name: string, limits: Readings["uploadLimits"]): boolean {
  // Stryker disable next-line ConditionalExpression, EqualityOperator, Regex, StringLiteral: open A-OPEN-UPLOAD-LIMITS: which files and names are refused is open; the suite uploads only the profile's file, so a looser limit is no change it can see
  if (limits === "names") return /^[^\s/]+\.[A-Za-z0-9]{1,5}$/.test(name);
  // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-UPLOAD-LIMITS: which files and names are refused is open; the suite uploads only the profile's file, so a looser limit is no change it can see
  if (limits === "refused-early") return name.toLowerCase().endsWith(".pdf");
  return true;
}

/** An upload storage takes, or the answer that refuses it: its protocol's request, then its limits on the file. */
// Stryker disable next-line BlockStatement: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
export function received(req: Req, protocol: StorageProtocol | undefined, granted: Grant, limits?: Readings["uploadLimits"]): Res | undefined {
  const got = carried(req, protocol, granted);
  // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
  if ("status" in got) return got;
  // Stryker disable next-line ConditionalExpression, BlockStatement, EqualityOperator, StringLiteral: open A-OPEN-UPLOAD-LIMITS: which files are refused is open; the suite uploads only the profile's file, so a limit that never refuses is no change it can see
  if (limits === "size" && Buffer.byteLength(got.text) > MAX_FILE_BYTES) {
    // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-UPLOAD-LIMITS: how a file beyond the limits is refused is open; the suite uploads only the profile's file
    return { status: 413, body: { message: `files are at most ${MAX_FILE_BYTES} bytes` } };
  }
  // Stryker disable next-line ConditionalExpression, BlockStatement, BooleanLiteral, MethodExpression, StringLiteral: open A-OPEN-UPLOAD-LIMITS: which files are refused is open; the suite uploads only the profile's file, so a limit that never refuses is no change it can see
  if (limits === "types" && !got.text.startsWith("%PDF-")) {
    // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-UPLOAD-LIMITS: how a file beyond the limits is refused is open; the suite uploads only the profile's file
    return { status: 415, body: { message: "only PDF files are taken" } };
  }
  return undefined;
}

/** The file an upload carries, or the answer that refuses it. */
function carried(req: Req, protocol: StorageProtocol | undefined, granted: Grant): { text: string; contentType?: string } | Res {
  const method = protocol?.method;
  // Stryker disable next-line ConditionalExpression, BlockStatement, StringLiteral: open A-OPEN-UPLOAD: what storage refuses beside the upload the profile describes is open; the suite makes only that upload, so a guard that never refuses is no change it can see
  if (method ? req.method !== method : !["PUT", "POST"].includes(req.method)) {
    // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-UPLOAD: how storage answers an upload it does not take is open; the suite makes only the upload the profile describes, and reads no refusal
    return { status: 405, body: { message: `uploads are ${method}` } };
  }
  // Stryker disable next-line BlockStatement: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
  for (const [name, value] of Object.entries(granted.headers ?? {})) {
    // Stryker disable next-line ConditionalExpression, BlockStatement: open A-OPEN-UPLOAD: what storage refuses beside the upload the profile describes is open; the suite makes only that upload, so a guard that never refuses is no change it can see
    if (req.headers[name] !== value) {
      // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-UPLOAD: how storage answers an upload it does not take is open; the suite makes only the upload the profile describes, and reads no refusal
      return { status: 403, body: { message: `the upload lacks the header ${name} its URL answer lists` } };
    }
  }
  const type = req.headers["content-type"];
  // Stryker disable next-line ConditionalExpression, ObjectLiteral: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
  if (!protocol || protocol.encoding === "raw") return { text: req.rawBody, contentType: type };
  if (protocol.encoding === "json") {
    const body = req.body as Record<string, unknown> | undefined;
    // Stryker disable next-line OptionalChaining: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
    const content = body?.[protocol.json!.content];
    // Stryker disable next-line ConditionalExpression, BlockStatement, LogicalOperator, OptionalChaining: open A-OPEN-UPLOAD: what storage refuses beside the upload the profile describes is open; the suite makes only that upload, so a guard that never refuses is no change it can see
    if (typeof body?.[protocol.json!.name] !== "string" || typeof content !== "string") {
      // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-UPLOAD: how storage answers an upload it does not take is open; the suite makes only the upload the profile describes, and reads no refusal
      return { status: 400, body: { message: `an upload is {"${protocol.json!.name}", "${protocol.json!.content}" (base64)}` } };
    }
    // Stryker disable next-line StringLiteral: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
    return { text: Buffer.from(content, "base64").toString("utf8") };
  }
  const parts = multipart(req.rawBody, type);
  // Stryker disable next-line ConditionalExpression, BlockStatement: open A-OPEN-UPLOAD: what storage refuses beside the upload the profile describes is open; the suite makes only that upload, so a guard that never refuses is no change it can see
  if (!parts) {
    // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-UPLOAD: how storage answers an upload it does not take is open; the suite makes only the upload the profile describes, and reads no refusal
    return { status: 400, body: { message: "an upload is a multipart/form-data body" } };
  }
  // Stryker disable next-line BlockStatement, LogicalOperator: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
  for (const [name, value] of Object.entries(granted.fields ?? {})) {
    // Stryker disable next-line ConditionalExpression, BlockStatement, OptionalChaining: open A-OPEN-UPLOAD: what storage refuses beside the upload the profile describes is open; the suite makes only that upload, so a guard that never refuses is no change it can see
    if (parts.find((p) => p.name === name && p.filename === undefined)?.content !== value) {
      // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-UPLOAD: how storage answers an upload it does not take is open; the suite makes only the upload the profile describes, and reads no refusal
      return { status: 403, body: { message: `the form field ${name} is not the one the URL answer gave` } };
    }
  }
  // Stryker disable next-line ConditionalExpression, LogicalOperator: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
  const file = parts.find((p) => p.name === protocol.fileField && p.filename !== undefined);
  // Stryker disable next-line ConditionalExpression, BlockStatement: open A-OPEN-UPLOAD: what storage refuses beside the upload the profile describes is open; the suite makes only that upload, so a guard that never refuses is no change it can see
  if (!file) {
    // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-UPLOAD: how storage answers an upload it does not take is open; the suite makes only the upload the profile describes, and reads no refusal
    return { status: 400, body: { message: `the form has no file part named ${protocol.fileField}` } };
  }
  // Stryker disable next-line ObjectLiteral: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
  return { text: file.content, contentType: file.contentType };
}

/** The answer of a taken upload (a protocol that answers the file id never answers 204, which has no body). */
export const stored = (protocol: StorageProtocol | undefined, fileId: string): Res =>
  ({ status: protocol?.status ?? 200, ...(protocol?.answersId ? { body: { [protocol.answersId]: fileId } } : {}) });

interface Part { name: string; filename?: string; contentType?: string; content: string }

/** The parts of a multipart/form-data body (RFC 7578), or undefined when it is not one. */
function multipart(raw: string, contentType: string | undefined): Part[] | undefined {
  // Stryker disable next-line OptionalChaining, Regex, StringLiteral: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
  const boundary = /^multipart\/form-data;.*boundary="?([^";]+)"?/i.exec(contentType ?? "")?.[1];
  // Stryker disable next-line ConditionalExpression: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
  if (!boundary) return undefined;
  const chunks = raw.split(`--${boundary}`);
  // Stryker disable next-line ConditionalExpression, EqualityOperator, LogicalOperator, StringLiteral: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
  if (chunks.length < 3 || !chunks.at(-1)!.startsWith("--")) return undefined;
  // Stryker disable next-line MethodExpression: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
  return chunks.slice(1, -1).map((chunk) => {
    const at = chunk.indexOf("\r\n\r\n");
    // Stryker disable next-line MethodExpression: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
    const head = chunk.slice(0, at);
    // Stryker disable next-line StringLiteral: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
    const param = (name: string) => new RegExp(`;\\s*${name}="([^"]*)"`, "i").exec(head)?.[1];
    // Stryker disable next-line Regex, StringLiteral: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
    return { name: param("name") ?? "", filename: param("filename"), contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1],
      // Stryker disable next-line MethodExpression, StringLiteral: open A-OPEN-UPLOAD: how storage reads and checks an upload is open; the suite makes only the upload the profile describes and never reads a stored file back, so a looser check or another reading of the body is no change it can see
      content: chunk.slice(at + 4, chunk.endsWith("\r\n") ? -2 : undefined) };
  });
}
