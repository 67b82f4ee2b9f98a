// Where uploaded bytes live. One interface, so an S3-compatible store can replace the local one by
// configuration without the routes knowing; the local store keeps each file under
// `<DATA_DIR>/files/<host>/<id>`. Keys are made by the server (host id and a random id), never
// from a client's file name, and checked again here so no key can leave the folder.
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { randomUUID } from "node:crypto";

export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes the file; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
}

const validKey = /^[A-Za-z0-9_-]{1,100}(\/[A-Za-z0-9_-]{1,100}){0,3}$/;

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
  };
}
