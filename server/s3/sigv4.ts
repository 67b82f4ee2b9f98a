// AWS Signature Version 4 for requests to an S3-compatible store, with node:crypto only. The
// algorithm (AWS "Signature Version 4 signing process", and its S3 variant in "Authenticating
// Requests: Using the Authorization Header"): a canonical request (method, URI-encoded path, sorted
// RFC 3986-encoded query, lower-cased trimmed headers, the signed header names, the payload's
// SHA-256), hashed into a string to sign with the credential scope, and an HMAC chain
// secret → date → region → service → "aws4_request" that signs it. S3 differs from the other
// services only in that the path is encoded once and never normalised ("/a//b/../c" stays as it is).
import { createHash, createHmac } from "node:crypto";

export interface SigningCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  readonly service: string;
}

export interface RequestToSign {
  readonly method: string;
  /** The path, not yet encoded ("/bucket/a b.txt"); each segment is encoded here. */
  readonly path: string;
  /** Query parameters, not yet encoded, in any order; a flag without value has value "". */
  readonly query: readonly (readonly [string, string])[];
  /** Every header to sign (host included), by any casing. */
  readonly headers: Readonly<Record<string, string>>;
  /** The payload's SHA-256 in hex (what x-amz-content-sha256 carries). */
  readonly payloadHash: string;
}

export interface Signature {
  readonly canonicalRequest: string;
  readonly stringToSign: string;
  readonly signedHeaders: string;
  readonly signature: string;
  /** The Authorization header's value. */
  readonly authorization: string;
}

const algorithm = "AWS4-HMAC-SHA256";

/** RFC 3986 percent-encoding: everything but A–Z a–z 0–9 - . _ ~ (encodeURIComponent spares !'()*). */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** S3's canonical URI: each segment encoded once, the slashes kept. */
export function canonicalPath(path: string): string {
  const absolute = path.startsWith("/") ? path : `/${path}`;
  return absolute.split("/").map(encodeRfc3986).join("/");
}

/** Parameters encoded, then sorted by name and, for a repeated name, by value (byte order). */
export function canonicalQuery(query: RequestToSign["query"]): string {
  return query
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** `YYYYMMDDTHHMMSSZ`, the x-amz-date form. */
export function amzDate(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export const sha256Hex = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Uint8Array | string, data: string) => createHmac("sha256", key).update(data).digest();

/**
 * Signs the request as of `date` (an x-amz-date value, which the headers must carry as well when
 * the request is sent with them).
 */
export function signRequest(
  request: RequestToSign,
  credentials: SigningCredentials,
  date: string,
): Signature {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, " ")] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(";");
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.path),
    canonicalQuery(request.query),
    headers.map(([name, value]) => `${name}:${value}\n`).join(""),
    signedHeaders,
    request.payloadHash,
  ].join("\n");
  const day = date.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = [algorithm, date, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), credentials.service),
    "aws4_request",
  );
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  return {
    canonicalRequest,
    stringToSign,
    signedHeaders,
    signature,
    authorization: `${algorithm} Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
