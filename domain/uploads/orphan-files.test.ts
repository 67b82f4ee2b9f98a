import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { orphanFiles, orphanGraceMs, type StoredEntry } from "./orphan-files.ts";

const now = Date.UTC(2026, 10, 23, 12);
const old = now - orphanGraceMs - 1;
const fresh = now - orphanGraceMs + 1;

describe("orphanFiles", () => {
  it("removes files no row names and temporary files, once older than the grace period", () => {
    const entries: StoredEntry[] = [
      { key: "host-a/kept", temporary: false, modifiedAt: old },
      { key: "host-a/orphan", temporary: false, modifiedAt: old },
      { key: "host-a/in-flight", temporary: false, modifiedAt: fresh },
      { key: "host-a/kept.1234.part", temporary: true, modifiedAt: old },
      { key: "host-a/writing.5678.part", temporary: true, modifiedAt: fresh },
    ];
    expect(orphanFiles(entries, new Set(["host-a/kept"]), now).map((e) => e.key)).toEqual([
      "host-a/orphan",
      "host-a/kept.1234.part",
    ]);
  });

  it("removes exactly the old entries that are temporary or named by no row (any entries)", () => {
    const entry = fc.record({
      key: fc.constantFrom("a/1", "a/2", "b/1", "b/2"),
      temporary: fc.boolean(),
      modifiedAt: fc.integer({ min: now - 3 * orphanGraceMs, max: now }),
    });
    fc.assert(
      fc.property(fc.array(entry), fc.subarray(["a/1", "a/2", "b/1", "b/2"]), (entries, rows) => {
        const keys = new Set(rows);
        const removed = orphanFiles(entries, keys, now);
        for (const e of removed) {
          expect(now - e.modifiedAt).toBeGreaterThan(orphanGraceMs);
          expect(e.temporary || !keys.has(e.key)).toBe(true);
        }
        // And what stays is young, or a real file a row names.
        for (const e of entries.filter((e) => !removed.includes(e)))
          expect(now - e.modifiedAt <= orphanGraceMs || (!e.temporary && keys.has(e.key))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
