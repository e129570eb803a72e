// Files the suite uploads for attachments: an upload URL from operation 11, then the upload the way b2b.upload says:
// a request built from that URL's answer (method, URL, headers, a raw, JSON or multipart body, its success statuses).
import { CircuitBreaker } from "../../http/circuit-breaker.js";
import { HarnessError, TargetError } from "../../outcomes/errors.js";
import type { HttpResponse } from "../../http/http.js";
import { atPointer } from "../../tests/json-pointer.js";
import type { B2bApi } from "../client/api.js";
import { INPUT, type UploadProfile } from "../profile/keys.js";
import { Lazy, render, type Vars } from "../profile/template.js";
import { multipartBody } from "./multipart.js";
import { shownValue } from "../../secrets/bounded-text.js";
import { unknownLike } from "./unknowns.js";

/** The test a refused upload is blamed on: the URL the target answered must take a file. */
export const UPLOADABLE = "A-FILE-UPLOAD-URL-UPLOADABLE";
const FILE_ID = `${INPUT.upload}.fileId|${INPUT.response("fileUploadUrl", "fileId")}`;

/** What uploading a file needs from the profile (the URL's pointer only when the suite uploads to it). */
export const UPLOADS = [INPUT.upload, INPUT.request("fileUploadUrl", "valid"), FILE_ID];

/** The file the suite uploads: b2b.upload.file, else a line of text (the spec shows no size or type limit). */
function theFile(api: B2bApi): { name: string; contentType: string; text: string } {
  const file = api.profile.upload?.file ?? {};
  const name = String(render(file.name ?? "conformance-{{random}}.txt", { random: api.t.faker.string.alphanumeric(8) }, `${INPUT.upload}.file.name`));
  return { name, contentType: file.contentType ?? "text/plain", text: file.text ?? "conformance attachment\n" };
}

/** The name of a file the suite asks an upload URL for (operation 11). */
export const uploadFileName = (api: B2bApi) => theFile(api).name;

/** An answered upload URL: its answer, and the file id it names (when it names one). */
export interface UploadUrl {
  res: HttpResponse;
  file: { name: string; contentType: string; text: string };
}

/** Asks for an upload URL (a setup step: a refusal is blamed on operation 11's test). */
export async function uploadUrl(api: B2bApi): Promise<UploadUrl> {
  const file = theFile(api);
  const res = api.setupStep(await api.send("11", { vars: { fileName: file.name } }), "POST file-upload-url", api.dedicated("FILE-UPLOAD-URL"));
  return { res, file };
}

/** An uploaded file as attach-file names it: {{fileId}}, and {{fileName}}, the name the suite gave it. */
export type UploadedFile = { fileId: string; fileName: string };

/** A file no one uploaded, its id and name shaped like those of a real one (the test uploads one to learn their form). */
export async function unknownFile(api: B2bApi): Promise<UploadedFile> {
  const real = await uploadFile(api);
  return { fileId: String(unknownLike(api, real.fileId)), fileName: String(unknownLike(api, real.fileName)) };
}

/**
 * Asks for an upload URL and uploads a small file to it as the profile describes; returns the file's id and name. With
 * b2b.upload.method "none" the URL is informational and nothing is uploaded. A refused upload is blamed once, on
 * A-FILE-UPLOAD-URL-UPLOADABLE.
 */
export async function uploadFile(api: B2bApi, dedicated = UPLOADABLE): Promise<UploadedFile> {
  const how = api.need<UploadProfile>(INPUT.upload);
  const made = await uploadUrl(api);
  const named = (fileId: unknown): UploadedFile => ({ fileId: String(fileId), fileName: made.file.name });
  const urlFileId = () => named(api.read(made.res, "fileUploadUrl", "fileId"));
  if (how.method === "none") return urlFileId();
  const up = await upload(api, how, made);
  const ok = how.success ? how.success.includes(up.status) : up.status >= 200 && up.status < 300;
  api.setupStep(ok ? { ...up, status: 200 } : { ...up, status: up.status === 200 ? 0 : up.status },
    `the upload of a file to the answered URL (${up.exchange.method} ${up.status})`, dedicated);
  return how.fileId === undefined ? urlFileId() : named(atPointer(up.json ?? up.text, how.fileId, `${INPUT.upload}.fileId`));
}

/** The upload's variables: the answer's values and the file's. */
function uploadVars(api: B2bApi, made: UploadUrl): Vars {
  const { name, contentType, text } = made.file;
  return {
    url: new Lazy(() => api.read(made.res, "fileUploadUrl", "url")),
    fileId: new Lazy(() => api.read(made.res, "fileUploadUrl", "fileId")),
    answer: made.res.json ?? made.res.text, fileName: name, fileText: text, fileBase64: Buffer.from(text).toString("base64"),
    fileSize: Buffer.byteLength(text), contentType,
  };
}

/** The body and headers of the upload, as b2b.upload.body says. */
function encode(api: B2bApi, how: UploadProfile, made: UploadUrl, vars: Vars): { body: string; contentType: string } {
  const key = `${INPUT.upload}.body`;
  const body = how.body ?? { encoding: "raw" as const };
  if (body.encoding === "raw") return { body: made.file.text, contentType: body.contentType ?? how.contentType ?? "application/octet-stream" };
  if (body.encoding === "json") return { body: JSON.stringify(render(body.template, vars, `${key}.template`)), contentType: "application/json" };
  const fields = render(body.fields ?? {}, vars, `${key}.fields`);
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) {
    throw new HarnessError(`the profile's ${key}.fields gives ${shownValue(fields)}, not an object of form fields`, `make ${key}.fields an object, or a placeholder whose value is one`);
  }
  const file = { field: body.file.field, filename: String(render(body.file.filename ?? "{{fileName}}", vars, `${key}.file.filename`)),
    contentType: body.file.contentType ?? made.file.contentType, content: made.file.text };
  return multipartBody(fields as Record<string, unknown>, file, `conformance-${api.t.faker.string.alphanumeric(24)}`);
}

/**
 * The upload itself. A host outside the target's origins is the target's storage, which the spec never asks the suite
 * to reach: when it cannot be reached the setup is wrong (broken, naming the host), and the target's breaker is untouched.
 */
async function upload(api: B2bApi, how: UploadProfile, made: UploadUrl): Promise<HttpResponse> {
  const key = INPUT.upload;
  const vars = uploadVars(api, made);
  const method = String(render(how.method, vars, `${key}.method`)).toUpperCase();
  const target = String(render(how.url ?? "{{url}}", vars, `${key}.url`));
  if (!URL.canParse(target)) {
    api.setupStep({ ...made.res, status: 0, text: `upload URL ${target}` }, "POST file-upload-url (its URL is not absolute)", api.dedicated("FILE-UPLOAD-URL"));
  }
  const headers = render(how.headers ?? {}, vars, `${key}.headers`);
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) {
    throw new HarnessError(`the profile's ${key}.headers gives ${shownValue(headers)}, not an object of headers`, `make ${key}.headers an object, or a placeholder whose value is one`);
  }
  const { body, contentType } = encode(api, how, made, vars);
  const url = new URL(target);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new HarnessError(`the upload goes to ${url.protocol} ${url.host}, which the suite cannot send to (it speaks HTTP)`,
      `set ${key}.url to the HTTP address the file is sent to, or ${key}.method to "none" when the target needs no upload`);
  }
  const { baseUrl, legacyBaseUrl } = api.t.run.target;
  const own = [baseUrl, legacyBaseUrl].some((u) => u !== undefined && new URL(u).origin === url.origin);
  const client = api.t.client(url.origin, undefined, own ? undefined : new CircuitBreaker());
  const sent = { "content-type": contentType, ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), typeof v === "string" ? v : JSON.stringify(v)])) };
  try {
    return await client.request(method, `${url.pathname}${url.search}`, { body, headers: sent });
  } catch (err) {
    if (own || !(err instanceof TargetError)) throw err;
    throw new HarnessError(`the upload URL's host ${url.host} cannot be reached from here (${err.message.split(": ").at(-1)})`,
      `if the target counts a file as uploaded without it, set ${INPUT.upload}.method to "none"; otherwise run the suite where ${url.host} answers`);
  }
}
