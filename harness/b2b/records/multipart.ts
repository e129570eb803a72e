// A multipart/form-data body (RFC 7578) from named fields and one text file part, for uploads the profile describes so.

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: string;
}

/** Quotes a name or filename for a Content-Disposition parameter (RFC 7578 4.2: CR, LF and '"' percent-encoded). */
const quoted = (s: string) => `"${s.replace(/[\r\n"]/g, (c) => encodeURIComponent(c))}"`;

/** The body and its content type: the fields in their order (non-string values as JSON text), then the file. */
export function multipartBody(fields: Record<string, unknown>, file: FilePart, boundary: string): { body: string; contentType: string } {
  const parts = Object.entries(fields).map(([name, value]) =>
    `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}\r\n\r\n${typeof value === "string" ? value : JSON.stringify(value)}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name=${quoted(file.field)}; filename=${quoted(file.filename)}\r\n`
    + `Content-Type: ${file.contentType}\r\n\r\n${file.content}\r\n`);
  return { body: `${parts.join("")}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}
