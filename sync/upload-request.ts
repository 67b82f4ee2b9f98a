// Sends one file as multipart/form-data with upload progress, which fetch cannot report: the
// request goes through XMLHttpRequest, with the bearer token and the one refresh-and-retry on 401
// of sync/api-client.ts, and its errors come back as the same ApiError and NetworkError.
//
// The body is framed here with a boundary made from the Idempotency-Key, not by FormData (whose
// boundary is random): the server fingerprints the raw body, so a retry after a lost answer must
// send the very same bytes to be answered from the first send instead of refused.
import { Schema } from "effect";
import { ErrorBody, generalMessage } from "../domain/errors/error-body.ts";
import { ApiError, NetworkError, type TokenSource } from "./api-client.ts";

export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

export interface FileUpload {
  readonly path: string;
  /** The form part's name (the unit photo route takes one part named `file`). */
  readonly field: string;
  /** Text parts sent before the file (the document upload's `documentType`), in this order. */
  readonly fields?: Readonly<Record<string, string>>;
  readonly file: Blob;
  readonly fileName: string;
  readonly idempotencyKey: string;
  readonly onProgress: (progress: UploadProgress) => void;
  readonly signal?: AbortSignal;
}

export interface UploadClient {
  upload<T>(upload: FileUpload): Promise<T>;
}

/** The part of XMLHttpRequest an upload uses, so a test can stand in for it. */
export interface UploadTransport {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  timeout: number;
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

const decodeErrorBody = Schema.decodeUnknownOption(ErrorBody);

/** A quoted form-data parameter: quotes and line breaks would end the header early. */
const quoted = (text: string) => `"${text.replace(/["\r\n\\]/g, "_")}"`;

export function multipartFileBody(
  upload: Pick<FileUpload, "field" | "fields" | "file" | "fileName" | "idempotencyKey">,
): {
  readonly body: Blob;
  readonly contentType: string;
} {
  const boundary = `hearth-${upload.idempotencyKey.replace(/[^A-Za-z0-9-]/g, "")}`;
  const texts = Object.entries(upload.fields ?? {})
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}\r\n\r\n${value}\r\n`,
    )
    .join("");
  const head =
    texts +
    `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(upload.field)}; filename=${quoted(upload.fileName)}\r\n` +
    `Content-Type: ${upload.file.type || "application/octet-stream"}\r\n\r\n`;
  return {
    body: new Blob([head, upload.file, `\r\n--${boundary}--\r\n`]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * An upload of a large photo on a slow line takes minutes; only a connection silent this long is
 * given up (XMLHttpRequest's timeout covers the whole request, so it is generous).
 */
export const uploadTimeoutMs = 10 * 60_000;

export function createUploadClient(options: {
  readonly baseUrl: string;
  readonly tokens: TokenSource;
  readonly newTransport?: () => UploadTransport;
}): UploadClient {
  const newTransport = options.newTransport ?? (() => new XMLHttpRequest() as unknown as UploadTransport);

  const sendOnce = (upload: FileUpload, token: string | undefined) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const { body, contentType } = multipartFileBody(upload);
      const xhr = newTransport();
      xhr.open("POST", `${options.baseUrl}${upload.path}`);
      xhr.timeout = uploadTimeoutMs;
      xhr.setRequestHeader("content-type", contentType);
      xhr.setRequestHeader("accept", "application/json");
      xhr.setRequestHeader("idempotency-key", upload.idempotencyKey);
      if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) upload.onProgress({ loaded: event.loaded, total: event.total });
      };
      const stop = () => xhr.abort();
      upload.signal?.addEventListener("abort", stop, { once: true });
      const settle = () => upload.signal?.removeEventListener("abort", stop);
      xhr.onload = () => {
        settle();
        resolve({ status: xhr.status, text: xhr.responseText });
      };
      xhr.onerror = () => {
        settle();
        reject(new NetworkError("the upload could not reach the server"));
      };
      xhr.ontimeout = () => {
        settle();
        reject(new NetworkError("the upload timed out"));
      };
      xhr.onabort = () => {
        settle();
        reject(new DOMException("The upload was cancelled", "AbortError"));
      };
      xhr.send(body);
    });

  return {
    async upload<T>(upload: FileUpload): Promise<T> {
      let answer = await sendOnce(upload, options.tokens.accessToken());
      if (answer.status === 401) {
        const fresh = await options.tokens.refresh();
        if (fresh) answer = await sendOnce(upload, fresh);
      }
      let json: unknown;
      try {
        json = answer.text ? JSON.parse(answer.text) : undefined;
      } catch {
        json = undefined;
      }
      if (answer.status < 200 || answer.status >= 300) {
        const decoded = decodeErrorBody(json);
        const body = decoded._tag === "Some" ? decoded.value : undefined;
        // Status 0: the browser got no answer at all (the connection dropped mid-way).
        if (answer.status === 0) throw new NetworkError("no answer from the server");
        throw new ApiError(answer.status, body, (body && generalMessage(body)) ?? `HTTP ${answer.status}`);
      }
      return json as T;
    },
  };
}
