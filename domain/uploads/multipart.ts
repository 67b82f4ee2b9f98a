// multipart/form-data (RFC 7578) read from the whole body: the parts with their names, file names,
// declared types and bytes. Used for uploads; the declared type is kept only for the record, the
// file's real type comes from its magic bytes. Never throws: a body that is not well-formed
// multipart answers undefined.
export interface FormPart {
  readonly name: string;
  readonly filename: string | undefined;
  readonly contentType: string | undefined;
  readonly data: Uint8Array;
}

/** The boundary of a `multipart/form-data; boundary=…` content type, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  outer: for (
    let i = haystack.indexOf(first!, from);
    i !== -1 && i + needle.length <= haystack.length;
    i = haystack.indexOf(first!, i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const tchars = "[A-Za-z0-9!#$%&'*+.^_`|~-]+";
const parameterSource = `\\s*;\\s*(${tchars})\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|(${tchars}))`;

/**
 * The `; key=value` parameters of a Content-Disposition (RFC 7578 §4.2, RFC 6266), read one after
 * the other, quoted strings as a whole: a `name="…"` inside another parameter's quoted value is
 * that value's text, never a name. Undefined when anything is malformed or a parameter repeats,
 * since two names for one part would let the checks and the store disagree on which part it is.
 */
function dispositionParameters(rest: string): Map<string, string> | undefined {
  const parameters = new Map<string, string>();
  const parameter = new RegExp(parameterSource, "y");
  while (!/^\s*;?\s*$/.test(rest.slice(parameter.lastIndex))) {
    const match = parameter.exec(rest);
    if (match === null) return undefined;
    const key = match[1]!.toLowerCase();
    if (parameters.has(key)) return undefined;
    parameters.set(key, match[2] === undefined ? match[3]! : match[2].replace(/\\(.)/g, "$1"));
  }
  return parameters;
}

function parseHeaders(
  block: string,
): { name: string; filename: string | undefined; contentType: string | undefined } | undefined {
  let name: string | undefined;
  let filename: string | undefined;
  let contentType: string | undefined;
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) return undefined;
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === "content-disposition") {
      if (name !== undefined || !/^form-data\s*(;|$)/i.test(value)) return undefined;
      const parameters = dispositionParameters(value.slice("form-data".length));
      if (parameters === undefined) return undefined;
      name = parameters.get("name");
      filename = parameters.get("filename");
    } else if (header === "content-type") contentType = value;
  }
  return name === undefined ? undefined : { name, filename, contentType };
}

export function parseMultipart(body: Uint8Array, boundary: string, maxParts = 20): FormPart[] | undefined {
  if (boundary.length === 0) return undefined;
  const delimiter = ascii(`--${boundary}`);
  const between = ascii(`\r\n--${boundary}`);
  let at = indexOf(body, delimiter, 0);
  // Anything before the first delimiter is a preamble, which RFC 2046 lets a sender add.
  if (at === -1) return undefined;
  at += delimiter.length;
  const parts: FormPart[] = [];
  for (;;) {
    // After a delimiter: "--" closes the body, CRLF opens a part.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts;
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) return undefined;
    at += 2;
    const headersEnd = indexOf(body, ascii("\r\n\r\n"), at);
    if (headersEnd === -1 || headersEnd - at > 8192) return undefined;
    const headers = parseHeaders(String.fromCharCode(...body.subarray(at, headersEnd)));
    if (headers === undefined) return undefined;
    const dataStart = headersEnd + 4;
    const dataEnd = indexOf(body, between, dataStart);
    if (dataEnd === -1) return undefined;
    parts.push({ ...headers, data: body.subarray(dataStart, dataEnd) });
    if (parts.length > maxParts) return undefined;
    at = dataEnd + between.length;
  }
}
