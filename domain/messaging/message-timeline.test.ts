import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareMessages, messageDays } from "./message-timeline.ts";

const utcDay = (sentAt: string) => sentAt.slice(0, 10);

describe("messageDays", () => {
  it("orders messages oldest first and starts a new day at each change of day", () => {
    const days = messageDays(
      [
        { id: "m3", sentAt: "2026-11-21T08:00:00.000Z" },
        { id: "m1", sentAt: "2026-11-20T23:59:00Z" },
        { id: "m2", sentAt: "2026-11-20T23:59:00.000Z" },
      ],
      utcDay,
    );
    expect(days.map((d) => [d.day, d.messages.map((m) => m.id)])).toEqual([
      ["2026-11-20", ["m1", "m2"]],
      ["2026-11-21", ["m3"]],
    ]);
  });

  it("keeps every message once, in order, with days in increasing order and none empty", () => {
    const message = fc.record({
      id: fc.string({ minLength: 1, maxLength: 3 }),
      sentAt: fc
        .integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2026-01-10T00:00:00Z") })
        .map((ms) => new Date(ms).toISOString()),
    });
    fc.assert(
      fc.property(fc.uniqueArray(message, { selector: (m) => m.id, maxLength: 30 }), (messages) => {
        const days = messageDays(messages, utcDay);
        const flat = days.flatMap((d) => d.messages);
        expect(flat).toEqual([...messages].sort(compareMessages));
        for (const d of days) {
          expect(d.messages.length).toBeGreaterThan(0);
          for (const m of d.messages) expect(utcDay(m.sentAt)).toBe(d.day);
        }
        expect(new Set(days.map((d) => d.day)).size).toBe(days.length);
      }),
      { numRuns: 1000 },
    );
  });
});
