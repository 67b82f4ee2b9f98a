// Which file store the integration tests run on: the local one under DATA_DIR/files, or with
// TEST_FILE_STORE=s3 an S3-compatible server (tests/support/s3-server.ts) kept under DATA_DIR/s3,
// so the upload tests check both stores with the same assertions. Tests read what is stored from
// the disk directly, not through the store under test.
import { readdirSync, readFileSync, utimesSync } from "node:fs";
import { join } from "node:path";
import type { FileStore } from "../../server/data/file-store.ts";
import { localFileStore } from "../../server/data/file-store.ts";
import { s3FileStore, type S3Config } from "../../server/data/s3-file-store.ts";
import { s3ObjectBytes, s3ObjectKeys, startS3Server } from "./s3-server.ts";

export const fileStoreUnderTest: "local" | "s3" = process.env.TEST_FILE_STORE === "s3" ? "s3" : "local";

export interface TestFileStore {
  /** The server's `s3` setting: undefined for the local store. */
  readonly s3: S3Config | undefined;
  /** The store as the server makes it, to write what a crash would leave. */
  readonly store: FileStore;
  /** Sets a stored file's modification time this far in the past. */
  age(key: string, ms: number): void;
  close(): Promise<void>;
}

/** The store chosen by TEST_FILE_STORE for a server whose data folder is `dataDir`. */
export async function startTestFileStore(dataDir: string): Promise<TestFileStore> {
  if (fileStoreUnderTest === "local") {
    return {
      s3: undefined,
      store: localFileStore(join(dataDir, "files")),
      age(key, ms) {
        const then = new Date(Date.now() - ms);
        utimesSync(join(dataDir, "files", key), then, then);
      },
      close: () => Promise.resolve(),
    };
  }
  const server = await startS3Server(join(dataDir, "s3"));
  return {
    s3: server.config,
    store: s3FileStore(server.config),
    age: (key, ms) => server.age(key, ms),
    async close() {
      await server.close();
      // Every request the server made was signed as S3 checks it.
      if (server.refusedSignatures > 0)
        throw new Error(`${server.refusedSignatures} requests to the S3 store had a bad signature`);
    },
  };
}

/** Every stored file (temporary files included), as keys, sorted. */
export function storedFiles(dataDir: string): string[] {
  if (fileStoreUnderTest === "s3") return s3ObjectKeys(join(dataDir, "s3"));
  const root = join(dataDir, "files");
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
      .sort();
  } catch {
    return [];
  }
}

/** A stored file's bytes, or undefined. */
export function storedBytes(dataDir: string, key: string): Uint8Array | undefined {
  if (fileStoreUnderTest === "s3") return s3ObjectBytes(join(dataDir, "s3"), key);
  try {
    return new Uint8Array(readFileSync(join(dataDir, "files", key)));
  } catch {
    return undefined;
  }
}
