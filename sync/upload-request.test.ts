import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "./api-client.ts";
import { createUploadClient, multipartFileBody, type UploadTransport } from "./upload-request.ts";

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A stand-in for XMLHttpRequest answering each send with the next of the given outcomes. */
interface Answerable extends UploadTransport {
  answer(status: number, body: unknown): void;
}

function transports(outcomes: readonly (((t: Answerable) => void) | undefined)[]) {
  const sent: Sent[] = [];
  let next = 0;
  class FakeTransport implements Answerable {
    status = 0;
    responseText = "";
    timeout = 0;
    upload: UploadTransport["upload"] = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private url = "";
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: Blob) {
      const outcome = outcomes[next++];
      void body.text().then((text) => {
        sent.push({ url: this.url, headers: this.headers, body: text });
        outcome?.(this);
      });
    }
    abort() {
      this.onabort?.();
    }
    answer(status: number, body: unknown) {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  return { sent, newTransport: () => new FakeTransport() };
}

const file = new Blob(["PNGDATA"], { type: "image/png" });
const upload = (onProgress: (p: { loaded: number; total: number }) => void = () => {}) => ({
  path: "/api/app/property-unit/u-1/photos",
  field: "file",
  file,
  fileName: 'sea "view".png',
  idempotencyKey: "key-123",
  onProgress,
});

describe("createUploadClient", () => {
  it("sends the file framed under the key's boundary, with the token and key, and reports progress", async () => {
    const fake = transports([(t) => t.answer(200, { id: "photo-1" })]);
    const client = createUploadClient({
      baseUrl: "https://hearth.test",
      tokens: { accessToken: () => "token-a", refresh: () => Promise.resolve(undefined) },
      newTransport: fake.newTransport,
    });
    const progress: number[] = [];
    await expect(client.upload(upload((p) => progress.push(p.loaded / p.total)))).resolves.toEqual({
      id: "photo-1",
    });
    expect(progress).toEqual([0.5, 1]);
    const [sent] = fake.sent;
    expect(sent!.url).toBe("https://hearth.test/api/app/property-unit/u-1/photos");
    expect(sent!.headers).toMatchObject({
      authorization: "Bearer token-a",
      "idempotency-key": "key-123",
      "content-type": "multipart/form-data; boundary=hearth-key-123",
    });
    expect(sent!.body).toBe(
      '--hearth-key-123\r\nContent-Disposition: form-data; name="file"; filename="sea _view_.png"\r\n' +
        "Content-Type: image/png\r\n\r\nPNGDATA\r\n--hearth-key-123--\r\n",
    );
  });

  it("sends text parts before the file, as the document upload's documentType", async () => {
    const text = await multipartFileBody({
      ...upload(),
      field: "files[1]",
      fields: { documentType: "passport" },
    }).body.text();
    expect(text).toBe(
      '--hearth-key-123\r\nContent-Disposition: form-data; name="documentType"\r\n\r\npassport\r\n' +
        '--hearth-key-123\r\nContent-Disposition: form-data; name="files[1]"; filename="sea _view_.png"\r\n' +
        "Content-Type: image/png\r\n\r\nPNGDATA\r\n--hearth-key-123--\r\n",
    );
  });

  it("frames the same file under the same key as the same bytes, so a retry is a replay", async () => {
    const a = await multipartFileBody(upload()).body.text();
    const b = await multipartFileBody(upload()).body.text();
    expect(a).toBe(b);
  });

  it("refreshes the token once on 401 and sends again", async () => {
    const fake = transports([(t) => t.answer(401, {}), (t) => t.answer(200, { id: "photo-2" })]);
    const client = createUploadClient({
      baseUrl: "",
      tokens: { accessToken: () => "old", refresh: () => Promise.resolve("fresh") },
      newTransport: fake.newTransport,
    });
    await expect(client.upload(upload())).resolves.toEqual({ id: "photo-2" });
    expect(fake.sent.map((s) => s.headers["authorization"])).toEqual(["Bearer old", "Bearer fresh"]);
  });

  it("gives the server's words for a refusal, and a network error when no answer came", async () => {
    const problem = {
      type: "/problems/bad-request",
      title: "Bad request",
      status: 400,
      detail: "The file photo.png cannot be taken: the image is too small.",
    };
    const fake = transports([(t) => t.answer(400, problem), (t) => t.onerror?.(), (t) => t.answer(0, "")]);
    const client = createUploadClient({
      baseUrl: "",
      tokens: { accessToken: () => "t", refresh: () => Promise.resolve(undefined) },
      newTransport: fake.newTransport,
    });
    const refused = await client.upload(upload()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).message).toBe(problem.detail);
    await expect(client.upload(upload())).rejects.toBeInstanceOf(NetworkError);
    await expect(client.upload(upload())).rejects.toBeInstanceOf(NetworkError);
  });

  it("stops when its signal aborts", async () => {
    const fake = transports([undefined]);
    const client = createUploadClient({
      baseUrl: "",
      tokens: { accessToken: () => "t", refresh: () => Promise.resolve(undefined) },
      newTransport: fake.newTransport,
    });
    const controller = new AbortController();
    const sending = client.upload({ ...upload(), signal: controller.signal });
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: "AbortError" });
  });
});
