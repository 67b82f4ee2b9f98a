// The file store on an S3-compatible server (AWS S3, MinIO, Ceph, R2, Garage …), chosen by the
// S3_* settings (server/config.ts). Requests are path-style (`<endpoint>/<bucket>/<key>`), which
// every compatible server accepts and which needs no wildcard DNS, and are signed with our own
// SigV4 signer (server/s3/sigv4.ts); the payload's SHA-256 is signed too, so the store refuses a
// body changed on the way. An object appears whole or not at all (S3 has no partial PUT), so this
// store has no temporary files. When the store cannot be reached, times out or answers 5xx, the
// call throws FileStoreUnavailable, which the API answers with 503.
import { FileStoreUnavailable, validKey, type FileStore } from "./file-store.ts";
import type { StoredEntry } from "../../domain/uploads/orphan-files.ts";
import { amzDate, canonicalPath, encodeRfc3986, sha256Hex, signRequest } from "../s3/sigv4.ts";

export interface S3Config {
  /** The server's origin, e.g. `https://s3.eu-west-3.amazonaws.com` or `http://127.0.0.1:9000`. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
}

export interface S3StoreOptions {
  /** How long one request may take before the store counts as unavailable. */
  readonly timeoutMs?: number;
  /** The clock that dates signatures. */
  readonly now?: () => Date;
}

type Query = readonly (readonly [string, string])[];

const xmlEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const xmlText = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) =>
    entity.startsWith("#x")
      ? String.fromCodePoint(parseInt(entity.slice(2), 16))
      : entity.startsWith("#")
        ? String.fromCodePoint(Number(entity.slice(1)))
        : xmlEntities[entity]!,
  );
const element = (xml: string, name: string) => {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? xmlText(match[1]!) : undefined;
};

/** The objects and continuation of one ListObjectsV2 page. */
export function parseListPage(xml: string): { entries: StoredEntry[]; next: string | undefined } {
  const entries: StoredEntry[] = [];
  for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = element(contents!, "Key");
    const modified = Date.parse(element(contents!, "LastModified") ?? "");
    if (key === undefined || Number.isNaN(modified)) throw new Error("S3 listed an object without key or date");
    entries.push({ key, temporary: false, modifiedAt: modified });
  }
  const truncated = element(xml, "IsTruncated") === "true";
  const next = truncated ? element(xml, "NextContinuationToken") : undefined;
  if (truncated && next === undefined) throw new Error("S3 listed a truncated page without a continuation");
  return { entries, next };
}

export function s3FileStore(config: S3Config, options: S3StoreOptions = {}): FileStore {
  const endpoint = new URL(config.endpoint);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const credentials = { ...config, service: "s3" };
  const objectPath = (key: string) => {
    if (!validKey.test(key)) throw new Error(`invalid file key ${JSON.stringify(key)}`);
    return `/${config.bucket}/${key}`;
  };

  /** Sends one signed request; a network error, a timeout or a 5xx is FileStoreUnavailable. */
  const send = async (method: string, path: string, query: Query = [], body?: Uint8Array) => {
    const payloadHash = sha256Hex(body ?? "");
    const date = amzDate(now());
    const headers: Record<string, string> = {
      host: endpoint.host,
      "x-amz-content-sha256": payloadHash,
      "x-amz-date": date,
      ...(body ? { "content-type": "application/octet-stream" } : {}),
    };
    const { authorization } = signRequest({ method, path, query, headers, payloadHash }, credentials, date);
    const search = query.map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`).join("&");
    const url = `${endpoint.origin}${canonicalPath(path)}${search ? `?${search}` : ""}`;
    const { host: _host, ...sent } = headers;
    try {
      const response = await fetch(url, {
        method,
        headers: { ...sent, authorization },
        ...(body ? { body: new Uint8Array(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (response.status >= 500)
        throw new FileStoreUnavailable(`S3 answered ${response.status} to ${method} ${path}`);
      return { status: response.status, bytes };
    } catch (error) {
      if (error instanceof FileStoreUnavailable) throw error;
      throw new FileStoreUnavailable(`S3 ${method} ${path} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  };

  /** Any answer but the expected ones is a refusal of our request (credentials, bucket): a 500. */
  const refused = (method: string, path: string, answer: { status: number; bytes: Uint8Array }) => {
    const text = new TextDecoder().decode(answer.bytes);
    const code = element(text, "Code") ?? "no error code";
    return new Error(`S3 refused ${method} ${path}: ${answer.status} ${code}`);
  };

  return {
    async put(key, bytes) {
      const path = objectPath(key);
      const answer = await send("PUT", path, [], bytes);
      if (answer.status !== 200) throw refused("PUT", path, answer);
    },
    async get(key) {
      const path = objectPath(key);
      const answer = await send("GET", path);
      if (answer.status === 404) return undefined;
      if (answer.status !== 200) throw refused("GET", path, answer);
      return answer.bytes;
    },
    async delete(key) {
      const path = objectPath(key);
      const answer = await send("DELETE", path);
      // S3 answers 204 whether or not the object was there; some compatible servers answer 404.
      if (![200, 204, 404].includes(answer.status)) throw refused("DELETE", path, answer);
    },
    async list() {
      const entries: StoredEntry[] = [];
      let next: string | undefined;
      do {
        const query: Query = [["list-type", "2"], ...(next === undefined ? [] : [["continuation-token", next] as const])];
        const answer = await send("GET", `/${config.bucket}`, query);
        if (answer.status !== 200) throw refused("LIST", `/${config.bucket}`, answer);
        const page = parseListPage(new TextDecoder().decode(answer.bytes));
        entries.push(...page.entries);
        next = page.next;
      } while (next !== undefined);
      return entries;
    },
    deleteTemporary(name) {
      // list() never names one: an S3 object is written whole or not at all.
      return Promise.reject(new Error(`not a temporary file ${JSON.stringify(name)}`));
    },
  };
}
