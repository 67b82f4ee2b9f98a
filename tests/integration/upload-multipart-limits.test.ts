// Multipart bodies read through busboy (@fastify/multipart) under each upload route's limits,
// against the real server: a file past its byte limit, more files than the route takes, a body
// that does not parse and a body of another type are each refused with a problem detail, leaving
// no row and no file behind, and the connection they came on answers the next request. A replay
// of the same form under its Idempotency-Key matches whatever boundary the client draws.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent, request as httpRequest } from "node:http";
import { randomUUID } from "node:crypto";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { uploadRules } from "../../server/data/upload-rules.ts";
import { ascii, concatBytes } from "../../domain/uploads/test-images.ts";
import { apiClient, expectProblem, type Api, type Problem } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { fileUpload, multipart, realPng, type UploadPart } from "../support/upload-bodies.ts";
import { storedFiles } from "../support/test-file-store.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let anna: string;

const uploadRows = async () =>
  (await server.db.query<{ n: number }>("select count(*)::int as n from uploads")).rows[0]!.n;

/** Asserts the answer is this problem, and the file store and the table are as they were. */
async function expectRefused(send: () => Promise<Response>, status: number, type: string): Promise<Problem> {
  const [files, rows] = [storedFiles(server.dataDir), await uploadRows()];
  const problem = await expectProblem(send(), status, type);
  expect(storedFiles(server.dataDir)).toEqual(files);
  expect(await uploadRows()).toBe(rows);
  return problem;
}

const post = (path: string, form: { body: Uint8Array<ArrayBuffer>; contentType: string }) =>
  api(anna, path, { method: "POST", body: form.body, headers: { "content-type": form.contentType } });

const png = () => realPng(64, 64);
const documentForm = (files: number) =>
  multipart([
    { name: "documentType", data: "passport" },
    ...Array.from({ length: files }, (_, i): UploadPart => ({
      name: `files[${i}]`,
      filename: `page-${i}.png`,
      data: realPng(600, 400),
    })),
  ]);

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  anna = (await signIn(server.url, demoAccounts.individual)).accessToken;
});
afterAll(() => server.close());

describe("limits", () => {
  it("answers 413 for a file past its byte limit within a body the route takes, naming the part", async () => {
    const limit = uploadRules.user_image.maxBytes;
    const file = concatBytes(png(), new Uint8Array(limit + 1 - png().length));
    const problem = await expectRefused(
      () => post("/api/app/user/image", multipart([{ name: "file", filename: "a.png", data: file }])),
      413,
      "/problems/payload-too-large",
    );
    expect(problem.detail).toBe(`The file file: the file is larger than ${limit} bytes.`);
  });

  it("answers 413 for more files than the route takes", async () => {
    const two = multipart([
      { name: "file", filename: "a.png", data: png() },
      { name: "file", filename: "b.png", data: png() },
    ]);
    const problem = await expectRefused(
      () => post("/api/app/user/image", two),
      413,
      "/problems/payload-too-large",
    );
    expect(problem.detail).toBe("The body carries more than 1 file.");
    const six = await expectRefused(
      () => post("/api/app/user/onboarding/documentUpload", documentForm(6)),
      413,
      "/problems/payload-too-large",
    );
    expect(six.detail).toBe("The body carries more than 5 files.");
  });

  it("answers 413 for more text fields than a body may carry", async () => {
    const fields = Array.from({ length: 11 }, (): UploadPart => ({ name: "documentType", data: "passport" }));
    await expectRefused(
      () =>
        post(
          "/api/app/user/onboarding/documentUpload",
          multipart([...fields, { name: "files[0]", filename: "a.png", data: realPng(600, 400) }]),
        ),
      413,
      "/problems/payload-too-large",
    );
  });

  it("answers 413 for a text field longer than its limit", async () => {
    const problem = await expectRefused(
      () =>
        post(
          "/api/app/user/onboarding/documentUpload",
          multipart([
            { name: "documentType", data: "p".repeat(2000) },
            { name: "files[0]", filename: "a.png", data: realPng(600, 400) },
          ]),
        ),
      413,
      "/problems/payload-too-large",
    );
    expect(problem.detail).toContain("documentType");
  });
});

describe("malformed and mistyped bodies", () => {
  const whole = () => multipart([{ name: "file", filename: "a.png", data: png() }]);

  it("answers 400 for a body cut short, a body without its closing delimiter and a missing boundary", async () => {
    const form = whole();
    for (const body of [form.body.slice(0, 200), form.body.slice(0, form.body.length - 8)])
      await expectRefused(
        () => post("/api/app/user/image", { body, contentType: form.contentType }),
        400,
        "/problems/bad-request",
      );
    await expectRefused(
      () => post("/api/app/user/image", { body: form.body, contentType: "multipart/form-data" }),
      400,
      "/problems/bad-request",
    );
    await expectRefused(
      () =>
        post("/api/app/user/image", {
          body: form.body,
          contentType: "multipart/form-data; boundary=not-the-one-used",
        }),
      400,
      "/problems/bad-request",
    );
  });

  it("answers 400 for JSON and 415 for a type no route takes, on each upload route", async () => {
    for (const path of ["/api/app/user/image", "/api/app/user/onboarding/documentUpload"]) {
      const json = await expectRefused(
        () => api(anna, path, { method: "POST", body: JSON.stringify({ file: "x" }) }),
        400,
        "/problems/bad-request",
      );
      expect(json.invalidParams).toEqual([expect.objectContaining({ name: "body" })]);
      await expectRefused(
        () =>
          api(anna, path, {
            method: "POST",
            body: new Uint8Array(png()),
            headers: { "content-type": "image/png" },
          }),
        415,
        "/problems/bad-request",
      );
    }
  });

  it("refuses a multipart body on a route that is not an upload", async () => {
    const form = whole();
    await expectRefused(
      () =>
        api(anna, "/api/app/user/kyc/set-start-at", {
          method: "POST",
          body: form.body,
          headers: { "content-type": form.contentType },
        }),
      415,
      "/problems/bad-request",
    );
  });
});

describe("part headers busboy reads leniently", () => {
  // One parser reads each part for the checks and for the store alike, so a lenient reading
  // cannot make them disagree; the file is still checked by its bytes.
  const withHeaders = (headers: string, data = png()) => {
    const boundary = "hearth-lenient";
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: new Uint8Array(
        concatBytes(ascii(`--${boundary}\r\n${headers}\r\n\r\n`), data, ascii(`\r\n--${boundary}--\r\n`)),
      ),
    };
  };

  it("takes the last of a repeated name, an unclosed quote to the line's end, and skips a line without a colon", async () => {
    for (const headers of [
      'Content-Disposition: form-data; name="other"; name="file"; filename="a.png"',
      'Content-Disposition: form-data; filename="a.png"; name="file',
      'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type image/png',
    ]) {
      const response = await post("/api/app/user/image", withHeaders(headers));
      expect(response.status, headers).toBe(200);
      expect(((await response.json()) as { image: { mimeType: string } }).image.mimeType).toBe("image/png");
    }
    // The same framing around bytes that are no image is refused by the file's own checks.
    const notImage = withHeaders(
      'Content-Disposition: form-data; name="x"; name="file"; filename="a.png"',
      ascii("GIF89a, not a photo"),
    );
    await expectRefused(() => post("/api/app/user/image", notImage), 400, "/problems/bad-request");
  });
});

describe("the connection", () => {
  /** Sends a body on a kept-alive connection, then asks for /api/health on the same one. */
  async function refusedThenReused(body: Buffer, chunked: boolean) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, payload?: Buffer) =>
      new Promise<{ status: number; text: string; reused: boolean; connection: string | undefined }>(
        (resolve, reject) => {
          const req = httpRequest(
            new URL(path, server.url),
            {
              method,
              agent,
              headers: {
                authorization: `Bearer ${anna}`,
                ...(payload === undefined
                  ? {}
                  : {
                      "content-type": "multipart/form-data; boundary=hearth-conn",
                      ...(chunked
                        ? { "transfer-encoding": "chunked" }
                        : { "content-length": String(payload.length) }),
                    }),
              },
            },
            (res) => {
              let text = "";
              res.setEncoding("utf8");
              res.on("data", (chunk: string) => (text += chunk));
              res.on("end", () =>
                resolve({
                  status: res.statusCode ?? 0,
                  text,
                  reused: req.reusedSocket,
                  connection: res.headers.connection,
                }),
              );
            },
          );
          req.on("error", reject);
          req.end(payload);
        },
      );
    try {
      const refused = await send("POST", "/api/app/user/image", body);
      const next = await send("GET", "/api/health");
      return { refused, next };
    } finally {
      agent.destroy();
    }
  }

  const tooLargeFile = () => {
    const head = Buffer.from(
      '--hearth-conn\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
    );
    // Past the file's limit, within the route's body limit: busboy, not the declared length, refuses it.
    const data = Buffer.alloc(uploadRules.user_image.maxBytes + 1024, 0x41);
    return Buffer.concat([head, data, Buffer.from("\r\n--hearth-conn--\r\n")]);
  };

  it("answers a refused body of known length and serves the next request on the same connection", async () => {
    const { refused, next } = await refusedThenReused(tooLargeFile(), false);
    expect(refused.status, refused.text).toBe(413);
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
  });

  it("answers a refused body of unknown length, then closes that connection", async () => {
    const { refused, next } = await refusedThenReused(tooLargeFile(), true);
    expect(refused.status, refused.text).toBe(413);
    expect(refused.connection).toBe("close");
    expect(next.status).toBe(200);
  });
});

describe("replays", () => {
  it("answers a replay of the same form under a new boundary as the first", async () => {
    const key = randomUUID();
    const first = fileUpload(png(), "image/png", { "idempotency-key": key });
    const again = {
      ...first,
      body: new Uint8Array(
        Buffer.from(
          Buffer.from(first.body)
            .toString("latin1")
            .replaceAll("----hearth-test-7c1d0f3a9e5b", "another-boundary"),
          "latin1",
        ),
      ),
      headers: { ...first.headers, "content-type": "multipart/form-data; boundary=another-boundary" },
    };
    const one = await api(anna, "/api/app/user/image", first);
    const two = await api(anna, "/api/app/user/image", again);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(two.headers.get("idempotent-replayed")).toBe("true");
    expect(await two.text()).toBe(await one.text());
    // Other bytes under the same key are another request: refused, not replayed.
    const other = await api(
      anna,
      "/api/app/user/image",
      fileUpload(realPng(65, 64), "image/png", { "idempotency-key": key }),
    );
    expect(other.status).toBeGreaterThanOrEqual(400);
    await other.body?.cancel();
  });
});
