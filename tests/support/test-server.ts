// Starts the real Hearth server on an ephemeral port with a fresh database: PGlite in a temporary
// folder by default, or, when TEST_DATABASE_URL names a PostgreSQL server (CI's second run), a
// database of its own created on that server and dropped on close, so test files stay isolated
// however many run side by side. Uploaded files go to the store TEST_FILE_STORE picks
// (tests/support/test-file-store.ts): the local one by default, or an S3-compatible server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startServer, type RunningServer } from "../../server/app.ts";
import type { ServerConfig } from "../../server/config.ts";
import type { RateLimits } from "../../server/http/rate-limit.ts";
import { startTestFileStore } from "./test-file-store.ts";

export interface TestServerOptions {
  seedDemo?: boolean;
  /**
   * Tests sign in and write far faster than a person: unless a test is about the limits, they are
   * lifted out of reach (production defaults: server/http/rate-limit.ts).
   */
  rateLimits?: RateLimits;
  /** Origins allowed cross-origin (CORS); none by default, as in production. */
  corsOrigins?: readonly string[];
  /**
   * A PostgreSQL database to use as it is, shared with another server (neither creates nor drops
   * it): several server processes on one database. A fresh database of its own by default.
   */
  databaseUrl?: string;
  /**
   * The built client to serve: `TEST_CLIENT_DIR` when set (a build of one's own, so several
   * checkouts' builds do not replace each other's files mid-run), the repository's `dist` otherwise.
   */
  clientDir?: string;
  /** Access tokens' lifetime in seconds (server/config.ts); 15 minutes by default, as in production. */
  accessTokenSeconds?: number;
}

export async function startTestServer(
  options: TestServerOptions = {},
): Promise<RunningServer & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "hearth-test-"));
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: () => Promise.resolve() }
    : await freshDatabase(process.env.TEST_DATABASE_URL);
  const fileStore = await startTestFileStore(dataDir);
  const config: ServerConfig = {
    host: "127.0.0.1",
    port: 0,
    dataDir,
    databaseUrl: database?.url,
    externalIssuer: undefined,
    publicUrl: undefined,
    clientDir: options.clientDir ?? resolve(process.env.TEST_CLIENT_DIR ?? "dist"),
    seedDemo: options.seedDemo ?? true,
    logLevel: "warn",
    rateLimits: options.rateLimits ?? { signInPerMinute: 1_000_000, writesPerMinute: 1_000_000 },
    corsOrigins: options.corsOrigins ?? [],
    s3: fileStore.s3,
    ...(options.accessTokenSeconds === undefined ? {} : { accessTokenSeconds: options.accessTokenSeconds }),
  };
  const server = await startServer(config).catch(async (error: unknown) => {
    await fileStore.close();
    throw error;
  });
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      await fileStore.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates `hearth_test_<random>` through the maintenance connection `serverUrl` names. */
export async function freshDatabase(
  serverUrl: string | undefined,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!serverUrl) return undefined;
  const name = `hearth_test_${randomBytes(6).toString("hex")}`;
  const maintenance = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await maintenance(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      // pg's pool reports itself ended before its sockets have closed, and a connection killed by
      // DROP … WITH (FORCE) then raises an uncaught error in this process: wait for the sessions to
      // go, and force only a session that lingers.
      const deadline = Date.now() + 5_000;
      for (;;) {
        try {
          await maintenance(`drop database if exists ${name}`);
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== "55006") throw error;
          if (Date.now() > deadline) return maintenance(`drop database if exists ${name} with (force)`);
          await new Promise((done) => setTimeout(done, 50));
        }
      }
    },
  };
}
