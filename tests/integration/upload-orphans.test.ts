// Orphan files (uploads: "a bad upload … leaves nothing behind"): an upload writes its
// file before it commits its row, so a crash between the two, or inside the write, leaves a file
// no row names. The real server, restarted on the same data folder and database, removes such
// files once older than the grace period, and keeps every file a row names and every young file
// (an upload in flight elsewhere). A request refused after its file was written removes that
// file, temporary files included. With TEST_FILE_STORE=s3 the same runs on an S3-compatible
// server, where an object is written whole or not at all: there are no temporary files to leave.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { randomUUID } from "node:crypto";
import { startServer, type RunningServer } from "../../server/app.ts";
import type { ServerConfig } from "../../server/config.ts";
import { orphanGraceMs } from "../../domain/uploads/orphan-files.ts";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { apiClient, expectProblem, jsonOf } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { freshDatabase } from "../support/test-server.ts";
import { fileUpload, realPng } from "../support/upload-bodies.ts";
import {
  fileStoreUnderTest,
  startTestFileStore,
  storedFiles,
  type TestFileStore,
} from "../support/test-file-store.ts";

const dataDir = mkdtempSync(join(tmpdir(), "hearth-orphans-"));
let database: Awaited<ReturnType<typeof freshDatabase>>;
let server: RunningServer | undefined;
let files: TestFileStore;

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
    logLevel: "warn",
    rateLimits: { signInPerMinute: 1_000_000, writesPerMinute: 1_000_000 },
    corsOrigins: [],
    s3: files.s3,
  } satisfies ServerConfig));

beforeAll(async () => {
  database = await freshDatabase(process.env.TEST_DATABASE_URL);
  files = await startTestFileStore(dataDir);
});
afterAll(async () => {
  await server?.close();
  await files.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("orphan files", () => {
  it("are removed at start once older than the grace period; named and young files stay", async () => {
    const running = await start();
    const api = apiClient(running.url);
    const anna = (await signIn(running.url, demoAccounts.individual)).accessToken;
    const { image } = await jsonOf<{ image: { url: string } }>(
      api(anna, "/api/app/user/image", fileUpload(realPng(100, 100))),
    );
    const [named] = storedFiles(dataDir);
    expect(named).toMatch(/^host-anna\//);
    await running.close();
    server = undefined;

    // What a crash leaves: files written through the store itself (as an upload writes them)
    // whose rows never committed, and temporary files of writes cut off. Old and young of each.
    const { store } = files;
    const orphan = (name: string) => `host-anna/${name}-${randomUUID()}`;
    const [oldOrphan, youngOrphan, otherHostOrphan] = [
      orphan("old"),
      orphan("young"),
      `host-alpine/${randomUUID()}`,
    ];
    for (const key of [oldOrphan, youngOrphan, otherHostOrphan]) await store.put(key, realPng(100, 100));
    const [oldPart, youngPart] =
      fileStoreUnderTest === "local"
        ? [`${named!}.${randomUUID()}.part`, `host-anna/${randomUUID()}.${randomUUID()}.part`]
        : [];
    for (const part of [oldPart, youngPart])
      if (part) writeFileSync(join(dataDir, "files", part), "half a file");
    for (const old of [named!, oldOrphan, otherHostOrphan, oldPart])
      if (old) files.age(old, orphanGraceMs + 60_000);
    files.age(youngOrphan, orphanGraceMs - 60_000);
    expect(storedFiles(dataDir)).toHaveLength(fileStoreUnderTest === "local" ? 6 : 4);

    const restarted = await start();
    expect(storedFiles(dataDir)).toEqual([named!, youngOrphan, ...(youngPart ? [youngPart] : [])].sort());
    // The file its row names is still served, whatever its age.
    const served = await fetch(`${restarted.url}${image.url}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(realPng(100, 100));
  });

  it("a request refused after its file was written leaves neither the file nor a temporary file", async () => {
    const running = server ?? (await start());
    const api = apiClient(running.url);
    const anna = (await signIn(running.url, demoAccounts.individual)).accessToken;
    const before = storedFiles(dataDir);
    const count = async () =>
      (await running.db.query<{ n: number }>("select count(*)::int as n from uploads")).rows[0]!.n;
    const rows = await count();

    // The same Idempotency-Key with another file: 422, found only once both files were checked and
    // the second written.
    const key = { "idempotency-key": randomUUID() };
    await jsonOf(api(anna, "/api/app/user/image", fileUpload(realPng(120, 120), "image/png", key)));
    const afterFirst = storedFiles(dataDir);
    expect(afterFirst).toHaveLength(before.length);
    await expectProblem(
      api(anna, "/api/app/user/image", fileUpload(realPng(130, 130), "image/png", key)),
      422,
      "/problems/idempotency-key-reused",
    );
    expect(storedFiles(dataDir)).toEqual(afterFirst);

    // A photo for a unit deleted meanwhile: the command refuses it after the file is written.
    const { rows: units } = await running.db.query<{ id: string }>(
      "select id from units where host_id = 'host-anna' and state <> 'DELETED' order by id limit 1",
    );
    await running.db.query("update units set state = 'DELETED' where id = $1", [units[0]!.id]);
    await expectProblem(
      api(anna, `/api/app/property-unit/${units[0]!.id}/photos`, fileUpload(realPng(1024, 683))),
      409,
      "/problems/conflict",
    );
    expect(storedFiles(dataDir)).toEqual(afterFirst);
    expect(await count()).toBe(rows);
  });
});
