// What the spec's answers "a URL" may be: any absolute URL (RFC 3986: a scheme and what follows), never a path alone.

/** Whether a value the target answered is an absolute URL, of any scheme. */
export const isAbsoluteUrl = (value: unknown): boolean => typeof value === "string" && /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(value) && URL.canParse(value);
