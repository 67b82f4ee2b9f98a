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
      if (!/^form-data\s*(;|$)/i.test(value)) return undefined;
      name = /;\s*name="([^"]*)"/i.exec(value)?.[1];
      filename = /;\s*filename="([^"]*)"/i.exec(value)?.[1];
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
