// Where uploaded bytes live. One interface, so an S3-compatible store (s3-file-store.ts) replaces
// the local one by configuration without the routes knowing; the local store keeps each file under
// `<DATA_DIR>/files/<host>/<id>`. Keys are made by the server (host id and a random id), never
// from a client's file name, and checked again here so no key can leave the folder.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { randomUUID } from "node:crypto";
import type { StoredEntry } from "../../domain/uploads/orphan-files.ts";

export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes the file; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every file in the store, temporary files (a write under way or cut off) included. */
  list(): Promise<StoredEntry[]>;
  /** Removes a temporary file `list` named. */
  deleteTemporary(name: string): Promise<void>;
}

/**
 * The store could not be reached or failed on its side (a network error, a timeout, a 5xx): the
 * API answers 503, which clients retry later. A refusal that says our request is wrong is not this.
 */
export class FileStoreUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "FileStoreUnavailable";
  }
}

export const validKey = /^[A-Za-z0-9_-]{1,100}(\/[A-Za-z0-9_-]{1,100}){0,3}$/;
const temporarySuffix = /\.[0-9a-f-]{36}\.part$/;

export function localFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!validKey.test(key)) throw new Error(`invalid file key ${JSON.stringify(key)}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error("file key outside the store");
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, and a crash leaves only a
      // temporary file, never a truncated one under the real key.
      const temporary = `${path}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, bytes, { flag: "wx" });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(base, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const entries: StoredEntry[] = [];
      for (const name of names) {
        const key = relative(base, join(base, name)).split(sep).join("/");
        const info = await stat(join(base, name)).catch(() => undefined);
        // Gone since the listing (removed or renamed into place), or a folder.
        if (!info?.isFile()) continue;
        entries.push({ key, temporary: temporarySuffix.test(key), modifiedAt: info.mtimeMs });
      }
      return entries;
    },
    async deleteTemporary(name) {
      const key = name.replace(temporarySuffix, "");
      if (key === name) throw new Error(`not a temporary file ${JSON.stringify(name)}`);
      await rm(`${pathOf(key)}${name.slice(key.length)}`, { force: true });
    },
  };
}
