// Files the suite uploads for attachments: an upload URL from operation 11, then the upload the way b2b.upload says.
import { CircuitBreaker } from "../../http/circuit-breaker.js";
import { HarnessError, TargetError } from "../../outcomes/errors.js";
import type { HttpResponse } from "../../http/http.js";
import type { B2bApi } from "../client/api.js";
import { INPUT } from "../profile/keys.js";

/** What uploading a file needs from the profile (the URL's pointer only when the suite uploads to it). */
export const UPLOADS = [INPUT.upload, INPUT.request("fileUploadUrl", "valid"), INPUT.response("fileUploadUrl", "fileId")];

/**
 * Asks for an upload URL and uploads a small file to it (a setup step: a refusal is blamed on the tests of operations
 * 11 and 16); returns the file id. With b2b.upload.method "none" the URL is informational and nothing is uploaded.
 */
export async function uploadFile(api: B2bApi): Promise<string> {
  const how = api.need<{ method: string; contentType?: string }>(INPUT.upload);
  const fileName = `conformance-${api.t.faker.string.alphanumeric(8)}.txt`;
  const res = api.setupStep(await api.send("11", { vars: { fileName } }), "POST file-upload-url",
    api.dedicated("FILE-UPLOAD-URL"));
  const fileId = String(api.read(res, "fileUploadUrl", "fileId"));
  if (how.method === "none") return fileId;
  const answered = String(api.read(res, "fileUploadUrl", "url"));
  if (!URL.canParse(answered)) {
    api.setupStep({ ...res, status: 0, text: `upload URL ${answered}` }, "POST file-upload-url (its URL is not absolute)", api.dedicated("FILE-UPLOAD-URL"));
  }
  const up = await upload(api, new URL(answered), how.method, how.contentType);
  api.setupStep(up, `the ${how.method} of a file to the upload URL`, api.dedicated("ATTACH-FILE"));
  return fileId;
}

/**
 * The upload itself. A host outside the target's origins is the target's storage, which the spec never asks the suite
 * to reach: when it cannot be reached the setup is wrong (broken, naming the host), and the target's breaker is untouched.
 */
async function upload(api: B2bApi, url: URL, method: string, contentType = "application/octet-stream"): Promise<HttpResponse> {
  const { baseUrl, legacyBaseUrl } = api.t.run.target;
  const own = [baseUrl, legacyBaseUrl].some((u) => u !== undefined && new URL(u).origin === url.origin);
  const client = api.t.client(url.origin, undefined, own ? undefined : new CircuitBreaker());
  try {
    return await client.request(method, `${url.pathname}${url.search}`, { body: "conformance attachment\n", headers: { "content-type": contentType } });
  } catch (err) {
    if (own || !(err instanceof TargetError)) throw err;
    throw new HarnessError(`the upload URL's host ${url.host} cannot be reached from here (${err.message.split(": ").at(-1)})`,
      `if the target counts a file as uploaded without it, set ${INPUT.upload}.method to "none"; otherwise run the suite where ${url.host} answers`);
  }
}
