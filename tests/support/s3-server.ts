// An S3-compatible server for tests: s3rver (a devDependency) keeps the bucket on disk, and a small
// proxy in front of it checks every request's SigV4 signature with aws4, an implementation
// independent of ours (server/s3/sigv4.ts), and the payload against its signed SHA-256, as S3
// does; a request that fails either is refused with 403 and counted. The proxy can also answer
// 500 on chosen requests, or stop listening, to play a failing store. s3rver itself sees the
// request unsigned (its own SigV4 support is partial), on loopback only.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, utimesSync } from "node:fs";
import { join } from "node:path";
import aws4 from "aws4";
import S3rver from "s3rver";
import type { S3Config } from "../../server/data/s3-file-store.ts";

export interface TestS3Server {
  readonly config: S3Config;
  /** Requests refused for a signature or payload hash that does not check out. */
  readonly refusedSignatures: number;
  /** Answer 500 (S3's InternalError) to the requests the predicate picks; undefined stops it. */
  failWhen(predicate: ((method: string, path: string) => boolean) | undefined): void;
  /** Stop listening, as a store that went down: connections are refused. */
  stop(): Promise<void>;
  /** Listen again, on the same port. */
  resume(): Promise<void>;
  /** The keys of the objects in the bucket, sorted. */
  storedKeys(): string[];
  /** An object's bytes, or undefined. */
  bytesOf(key: string): Uint8Array | undefined;
  /** Sets an object's modification time (which S3 reports as LastModified) this far in the past. */
  age(key: string, ms: number): void;
  close(): Promise<void>;
}

const objectSuffix = "._S3rver_object";
const bucket = "hearth-uploads";
const region = "eu-west-3";
/** S3 refuses a request dated more than 15 minutes away from its clock. */
const maxSkewMs = 15 * 60 * 1000;

const s3Error = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message></Error>`;

const bodyOf = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

/** Why aws4 and the request disagree, or undefined when the signature checks out. */
function signatureProblem(
  request: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string },
): string | undefined {
  const authorization = request.headers.authorization ?? "";
  const parsed =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!parsed) return "AccessDenied";
  const [, accessKeyId, , signedRegion, signedHeaders] = parsed;
  if (accessKeyId !== credentials.accessKeyId || signedRegion !== region) return "InvalidAccessKeyId";
  const names = signedHeaders!.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date") || !names.includes("x-amz-content-sha256"))
    return "AccessDenied";
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers[name];
    if (typeof value !== "string") return "AccessDenied";
    headers[name] = value;
  }
  const date = headers["x-amz-date"]!;
  const at = Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
  if (Number.isNaN(at) || Math.abs(at - Date.now()) > maxSkewMs) return "RequestTimeTooSkewed";
  if (headers["x-amz-content-sha256"] !== createHash("sha256").update(body).digest("hex"))
    return "XAmzContentSHA256Mismatch";
  const expected = aws4.sign(
    { host: headers.host!, path: request.url!, method: request.method!, service: "s3", region, headers },
    credentials,
  ).headers.Authorization;
  return expected?.replace(/, /g, ",") === authorization.replace(/, /g, ",")
    ? undefined
    : "SignatureDoesNotMatch";
}

const objectFile = (directory: string, key: string) => join(directory, bucket, `${key}${objectSuffix}`);

/** The keys of the objects in the bucket of the test server kept in `directory`, sorted. */
export function s3ObjectKeys(directory: string): string[] {
  try {
    return readdirSync(join(directory, bucket), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith(objectSuffix))
      .map((name) => name.slice(0, -objectSuffix.length))
      .sort();
  } catch {
    return [];
  }
}

/** An object's bytes, read from the test server's disk, or undefined. */
export function s3ObjectBytes(directory: string, key: string): Uint8Array | undefined {
  try {
    return new Uint8Array(readFileSync(objectFile(directory, key)));
  } catch {
    return undefined;
  }
}

export async function startS3Server(directory: string): Promise<TestS3Server> {
  const credentials = {
    accessKeyId: `TEST${randomBytes(8).toString("hex").toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString("base64"),
  };
  const s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const behind = await s3rver.run();
  let refused = 0;
  let failing: ((method: string, path: string) => boolean) | undefined;

  const proxy: Server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const problem = signatureProblem(request, body, credentials);
      const answer = (status: number, code: string) =>
        response.writeHead(status, { "content-type": "application/xml" }).end(s3Error(code));
      if (problem) {
        refused++;
        return answer(problem === "XAmzContentSHA256Mismatch" ? 400 : 403, problem);
      }
      if (failing?.(request.method!, new URL(request.url!, "http://s3").pathname))
        return answer(500, "InternalError");
      const { authorization: _signed, ...headers } = request.headers;
      const forwarded = httpRequest(
        { host: "127.0.0.1", port: behind.port, method: request.method, path: request.url, headers },
        (upstream) => {
          response.writeHead(upstream.statusCode ?? 502, upstream.headers);
          upstream.pipe(response);
        },
      );
      forwarded.on("error", () => answer(502, "BadGateway"));
      forwarded.end(body);
    })().catch(() => response.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      proxy.once("error", reject);
      proxy.listen(port, "127.0.0.1", () => {
        proxy.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = proxy.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      proxy.closeAllConnections();
    });

  return {
    config: { endpoint: `http://127.0.0.1:${port}`, bucket, region, ...credentials },
    get refusedSignatures() {
      return refused;
    },
    failWhen(predicate) {
      failing = predicate;
    },
    stop,
    resume: () => listen(port),
    storedKeys: () => s3ObjectKeys(directory),
    bytesOf: (key) => s3ObjectBytes(directory, key),
    age(key, ms) {
      const then = new Date(Date.now() - ms);
      utimesSync(objectFile(directory, key), then, then);
    },
    async close() {
      if (proxy.listening) await stop();
      await s3rver.close();
    },
  };
}
