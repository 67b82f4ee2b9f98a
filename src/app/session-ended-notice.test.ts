import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decodeSessionEndedNotice, encodeSessionEndedNotice } from "./session-ended-notice.ts";

describe("session-ended notice", () => {
  it("reads back what it wrote", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), (userId, unsent) => {
        const notice = { userId, unsent };
        expect(decodeSessionEndedNotice(encodeSessionEndedNotice(notice))).toEqual(notice);
      }),
      { numRuns: 1000 },
    );
  });

  it("ignores what it did not write", () => {
    for (const text of [
      null,
      "",
      "{",
      "null",
      "[]",
      '{"userId":"u"}',
      '{"userId":"","unsent":1}',
      '{"userId":"u","unsent":-1}',
      '{"userId":"u","unsent":1.5}',
      '{"userId":3,"unsent":1}',
    ]) {
      expect(decodeSessionEndedNotice(text)).toBeUndefined();
    }
  });
});
