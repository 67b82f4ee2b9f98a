// Uploads on the S3 store when the store fails (uploads and errors), against the real
// server and a real S3-compatible server (tests/support/s3-server.ts, every signature checked by
// aws4): a store answering 500 or not listening makes the call a 503 in the problem shape with a
// generic message, and leaves no row and no object; files written before a later one failed are
// removed; after every step, each upload row names an object that is there. At start, the orphan
// sweep removes from the bucket the objects no row names once older than the grace period.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { randomUUID } from "node:crypto";
import { startServer, type RunningServer } from "../../server/app.ts";
import type { ServerConfig } from "../../server/config.ts";
import { s3FileStore } from "../../server/data/s3-file-store.ts";
import { orphanGraceMs } from "../../domain/uploads/orphan-files.ts";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { apiClient, expectProblem, jsonOf } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { freshDatabase } from "../support/test-server.ts";
import { startS3Server, type TestS3Server } from "../support/s3-server.ts";
import { fileUpload, multipart, realPng } from "../support/upload-bodies.ts";

const dataDir = mkdtempSync(join(tmpdir(), "hearth-s3-failures-"));
let database: Awaited<ReturnType<typeof freshDatabase>>;
let s3: TestS3Server;
let server: RunningServer | undefined;

const start = async () =>
  (server = await startServer({
    host: "127.0.0.1",
    port: 0,
    dataDir,
    databaseUrl: database?.url,
    externalIssuer: undefined,
    publicUrl: undefined,
    clientDir: resolve("dist"),
    seedDemo: true,
    // The failures are logged as errors on purpose; the test reads the answers.
    logLevel: "silent",
    rateLimits: { signInPerMinute: 1_000_000, writesPerMinute: 1_000_000 },
    corsOrigins: [],
    s3: s3.config,
  } satisfies ServerConfig));

const uploadKeys = async (running: RunningServer) =>
  (await running.db.query<{ storage_key: string }>("select storage_key from uploads")).rows
    .map((r) => r.storage_key)
    .sort();

const generic = "Files cannot be stored or read at the moment. Please try again later.";

beforeAll(async () => {
  database = await freshDatabase(process.env.TEST_DATABASE_URL);
  s3 = await startS3Server(join(dataDir, "s3"));
});
afterEach(async () => {
  s3.failWhen(undefined);
  // Nothing half-written: every row names an object in the bucket.
  if (server) expect(s3.storedKeys()).toEqual(expect.arrayContaining(await uploadKeys(server)));
  expect(s3.refusedSignatures).toBe(0);
});
afterAll(async () => {
  await server?.close();
  await s3.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("uploads when the S3 store fails", () => {
  it("a write the store answers with 500 is a 503 with a generic message, and leaves no row and no object", async () => {
    const running = await start();
    const api = apiClient(running.url);
    const anna = (await signIn(running.url, demoAccounts.individual)).accessToken;
    s3.failWhen((method) => method === "PUT");
    const problem = await expectProblem(
      api(anna, "/api/app/user/image", fileUpload(realPng(100, 100))),
      503,
      "/problems/service-unavailable",
    );
    expect(problem).toEqual({
      type: "/problems/service-unavailable",
      title: "Service unavailable",
      status: 503,
      detail: generic,
    });
    expect(s3.storedKeys()).toEqual([]);
    expect(await uploadKeys(running)).toEqual([]);
    // The Idempotency-Key is not spent by the failure: the retry is applied.
    const key = { "idempotency-key": randomUUID() };
    s3.failWhen((method) => method === "PUT");
    await expectProblem(
      api(anna, "/api/app/user/image", fileUpload(realPng(100, 100), "image/png", key)),
      503,
      "/problems/service-unavailable",
    );
    s3.failWhen(undefined);
    const retried = await api(anna, "/api/app/user/image", fileUpload(realPng(100, 100), "image/png", key));
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBe("false");
    expect(s3.storedKeys()).toEqual(await uploadKeys(running));
    expect(s3.storedKeys()).toHaveLength(1);
  });

  it("a document whose second file fails keeps neither: the first object is removed", async () => {
    const running = server!;
    const api = apiClient(running.url);
    const anna = (await signIn(running.url, demoAccounts.individual)).accessToken;
    const [before, rowsBefore] = [s3.storedKeys(), await uploadKeys(running)];
    let puts = 0;
    s3.failWhen((method) => method === "PUT" && ++puts === 2);
    const form = multipart([
      { name: "documentType", data: "passport" },
      { name: "files[0]", data: realPng(800, 500) },
      { name: "files[1]", data: realPng(800, 500) },
    ]);
    await expectProblem(
      api(anna, "/api/app/user/onboarding/documentUpload", {
        method: "POST",
        body: form.body,
        headers: { "content-type": form.contentType },
      }),
      503,
      "/problems/service-unavailable",
    );
    expect(puts).toBe(2);
    expect(s3.storedKeys()).toEqual(before);
    expect(await uploadKeys(running)).toEqual(rowsBefore);
  });

  it("a stored image cannot be read while the store fails: 503, then it is served again", async () => {
    const running = server!;
    const [row] = (await running.db.query<{ id: string }>("select id from uploads where kind = 'user_image'"))
      .rows;
    s3.failWhen((method) => method === "GET");
    const problem = await expectProblem(
      fetch(`${running.url}/api/public/files/${row!.id}`),
      503,
      "/problems/service-unavailable",
    );
    expect(problem.detail).toBe(generic);
    s3.failWhen(undefined);
    const served = await fetch(`${running.url}/api/public/files/${row!.id}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(realPng(100, 100));
  });

  it("replacing and deleting while deletes fail succeed: the rows go, the objects wait for the sweep", async () => {
    const running = server!;
    const api = apiClient(running.url);
    const anna = (await signIn(running.url, demoAccounts.individual)).accessToken;
    const [first] = await uploadKeys(running);
    s3.failWhen((method) => method === "DELETE");
    await jsonOf(api(anna, "/api/app/user/image", fileUpload(realPng(110, 110))));
    const [second] = (await uploadKeys(running)).filter((key) => key !== first);
    expect(await uploadKeys(running)).toEqual([second]);
    expect(await jsonOf(api(anna, "/api/app/user/image", { method: "DELETE" }))).toEqual({ imageUrls: [] });
    expect(await uploadKeys(running)).toEqual([]);
    expect(s3.storedKeys()).toEqual([first!, second!].sort());
  });

  it("at start, objects no row names go once older than the grace period; named and young ones stay", async () => {
    const api = apiClient(server!.url);
    const anna = (await signIn(server!.url, demoAccounts.individual)).accessToken;
    const leftByFailedDeletes = s3.storedKeys();
    await jsonOf(api(anna, "/api/app/user/image", fileUpload(realPng(120, 120))));
    const [named] = await uploadKeys(server!);
    await server!.close();
    server = undefined;
    const store = s3FileStore(s3.config);
    const [oldOrphan, youngOrphan] = [`host-anna/${randomUUID()}`, `host-alpine/${randomUUID()}`];
    for (const key of [oldOrphan, youngOrphan]) await store.put(key, realPng(100, 100));
    for (const key of [...leftByFailedDeletes, oldOrphan, named!]) s3.age(key, orphanGraceMs + 60_000);
    s3.age(youngOrphan, orphanGraceMs - 60_000);
    expect(s3.storedKeys()).toHaveLength(leftByFailedDeletes.length + 3);

    await start();
    expect(s3.storedKeys()).toEqual([named!, youngOrphan].sort());
  });

  it("a store that is down: the server still starts, uploads answer 503 and leave nothing, then work again", async () => {
    await server!.close();
    server = undefined;
    await s3.stop();
    try {
      const running = await start();
      const api = apiClient(running.url);
      const anna = (await signIn(running.url, demoAccounts.individual)).accessToken;
      const rows = await uploadKeys(running);
      await expectProblem(
        api(anna, "/api/app/user/image", fileUpload(realPng(100, 100))),
        503,
        "/problems/service-unavailable",
      );
      expect(await uploadKeys(running)).toEqual(rows);
    } finally {
      await s3.resume();
    }
    const api = apiClient(server!.url);
    const anna = (await signIn(server!.url, demoAccounts.individual)).accessToken;
    await jsonOf(api(anna, "/api/app/user/image", fileUpload(realPng(100, 100))));
    expect(await uploadKeys(server!)).toHaveLength(1);
  });
});
