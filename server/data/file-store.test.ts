import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { localFileStore } from "./file-store.ts";

const roots: string[] = [];
const freshRoot = () => {
  const root = mkdtempSync(join(tmpdir(), "hearth-store-"));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
const everything = (root: string) => readdirSync(root, { recursive: true }).map(String).sort();

describe("localFileStore", () => {
  it("leaves no temporary file when a write fails, and nothing under the key", async () => {
    const root = freshRoot();
    const store = localFileStore(root);
    // A folder where the file should go: the rename into place fails (a real failure of the disk's
    // state, after the temporary file was written).
    mkdirSync(join(root, "host-a", "photo", "inside"), { recursive: true });
    await expect(store.put("host-a/photo", new Uint8Array([1, 2, 3]))).rejects.toThrow();
    expect(everything(root)).toEqual(["host-a", "host-a/photo", "host-a/photo/inside"]);
  });

  it("lists stored and temporary files, and removes a temporary file only by its own name", async () => {
    const root = freshRoot();
    const store = localFileStore(root);
    await store.put("host-a/one", new Uint8Array([1]));
    const part = `host-a/two.${randomUUID()}.part`;
    writeFileSync(join(root, part), "half");
    const listed = await store.list();
    expect(listed.map((e) => [e.key, e.temporary]).sort()).toEqual([
      ["host-a/one", false],
      [part, true],
    ]);
    expect(listed.every((e) => Math.abs(e.modifiedAt - Date.now()) < 60_000)).toBe(true);
    await expect(store.deleteTemporary("host-a/one")).rejects.toThrow(/not a temporary file/);
    await expect(store.deleteTemporary(`../x.${randomUUID()}.part`)).rejects.toThrow(/invalid file key/);
    await store.deleteTemporary(part);
    expect(everything(root)).toEqual(["host-a", "host-a/one"]);
    expect(await localFileStore(join(root, "missing")).list()).toEqual([]);
  });
});
