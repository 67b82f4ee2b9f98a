// The S3 file store against a real S3-compatible server (tests/support/s3-server.ts), whose proxy
// checks every signature with aws4: what is put is got back byte for byte, listed with its date and
// deleted; a store that fails or is down throws FileStoreUnavailable (the API's 503), a refusal of
// our request (wrong secret) a plain error (a 500: a misconfiguration, not an outage).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import { FileStoreUnavailable } from "../../server/data/file-store.ts";
import { s3FileStore } from "../../server/data/s3-file-store.ts";
import { startS3Server, type TestS3Server } from "../support/s3-server.ts";

const directory = mkdtempSync(join(tmpdir(), "hearth-s3-store-"));
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server(directory);
});
afterAll(async () => {
  await s3.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("s3FileStore", () => {
  it("puts, gets, lists and deletes objects, every request signed as S3 checks it", async () => {
    const store = s3FileStore(s3.config);
    const keys = [`host-a/${randomUUID()}`, `host-b/${randomUUID()}`, `host_c-1/${randomUUID()}`];
    const contents = keys.map((_, i) => new Uint8Array(randomBytes(1000 * (i + 1))));
    for (const [i, key] of keys.entries()) await store.put(key, contents[i]!);
    expect(s3.storedKeys()).toEqual([...keys].sort());
    for (const [i, key] of keys.entries()) {
      expect(await store.get(key)).toEqual(contents[i]);
      expect(s3.bytesOf(key)).toEqual(contents[i]);
    }
    expect(await store.get(`host-a/${randomUUID()}`)).toBeUndefined();

    s3.age(keys[0]!, 2 * 60 * 60 * 1000);
    const listed = await store.list();
    expect(listed.map((e) => e.key).sort()).toEqual([...keys].sort());
    expect(listed.every((e) => !e.temporary)).toBe(true);
    const aged = listed.find((e) => e.key === keys[0])!;
    expect(Math.abs(Date.now() - 2 * 60 * 60 * 1000 - aged.modifiedAt)).toBeLessThan(60_000);
    expect(
      listed.filter((e) => e.key !== keys[0]).every((e) => Math.abs(Date.now() - e.modifiedAt) < 60_000),
    ).toBe(true);

    await store.delete(keys[0]!);
    await store.delete(keys[0]!);
    expect(s3.storedKeys()).toEqual(keys.slice(1).sort());
    for (const key of keys.slice(1)) await store.delete(key);
    expect(await store.list()).toEqual([]);
    await expect(store.put("../escape", new Uint8Array([1]))).rejects.toThrow(/invalid file key/);
    await expect(store.deleteTemporary(`${keys[1]!}.${randomUUID()}.part`)).rejects.toThrow(
      /not a temporary/,
    );
    expect(s3.refusedSignatures).toBe(0);
  });

  it("a wrong secret is refused by the signature check: a plain error naming S3's code", async () => {
    const store = s3FileStore({ ...s3.config, secretAccessKey: `${s3.config.secretAccessKey}x` });
    const refusedBefore = s3.refusedSignatures;
    const failure = await store
      .put(`host-a/${randomUUID()}`, new Uint8Array([1, 2]))
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(FileStoreUnavailable);
    expect((failure as Error).message).toMatch(/403 SignatureDoesNotMatch/);
    expect(s3.refusedSignatures).toBe(refusedBefore + 1);
    // A clock far off is refused as S3 refuses it.
    const skewed = s3FileStore(s3.config, { now: () => new Date(Date.now() - 60 * 60 * 1000) });
    await expect(skewed.get(`host-a/${randomUUID()}`)).rejects.toThrow(/RequestTimeTooSkewed/);
    expect(s3.storedKeys()).toEqual([]);
  });

  it("a store answering 500 or not listening throws FileStoreUnavailable", async () => {
    const store = s3FileStore(s3.config);
    const key = `host-a/${randomUUID()}`;
    s3.failWhen(() => true);
    try {
      for (const call of [
        () => store.put(key, new Uint8Array([1])),
        () => store.get(key),
        () => store.list(),
      ])
        await expect(call()).rejects.toBeInstanceOf(FileStoreUnavailable);
    } finally {
      s3.failWhen(undefined);
    }
    await s3.stop();
    try {
      for (const call of [() => store.put(key, new Uint8Array([1])), () => store.delete(key)])
        await expect(call()).rejects.toBeInstanceOf(FileStoreUnavailable);
    } finally {
      await s3.resume();
    }
    await store.put(key, new Uint8Array([7]));
    expect(await store.get(key)).toEqual(new Uint8Array([7]));
    await store.delete(key);
  });
});
