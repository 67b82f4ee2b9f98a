import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { UnitId } from "../ids.ts";
import type { NotificationEntry } from "./notification.ts";
import { NotificationType } from "./notification.ts";
import { notificationKey, parseNotificationKey } from "./notification-key.ts";
import { markAllAsRead, markAsRead, undoReadChange, unreadCount } from "./notification-read-state.ts";

const now = new Date("2025-06-01T09:30:00Z");
const entries: NotificationEntry[] = [
  { key: "notification:describeIdealGuest", interacted: false, createdAt: "2025-05-30T10:00:00Z" },
  { key: "notification:instantBooking:u1", interacted: true, createdAt: "2025-05-29T10:00:00Z" },
  { key: "notification:uniqueRegistrationNumber:u2", interacted: false, createdAt: "2025-05-28T10:00:00Z" },
];

describe("notification keys (listing spec §3)", () => {
  it("compose a prefix, a type and an optional unit id", () => {
    expect(notificationKey({ prefix: "notification", type: "describeIdealGuest" })).toBe(
      "notification:describeIdealGuest",
    );
    expect(notificationKey({ prefix: "notification", type: "instantBooking", unitId: "u1" as UnitId })).toBe(
      "notification:instantBooking:u1",
    );
  });

  it("read back to their parts, even when the unit id holds the separator", () => {
    const parts = fc.record(
      {
        prefix: fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_-]{0,8}$/),
        type: fc.constantFrom(...NotificationType.literals),
        unitId: fc.string({ minLength: 1, maxLength: 12 }).map((s) => s as UnitId),
      },
      { requiredKeys: ["prefix", "type"] },
    );
    fc.assert(
      fc.property(parts, (p) => {
        expect(parseNotificationKey(notificationKey(p))).toEqual(p);
      }),
      { numRuns: 1000 },
    );
  });

  it("refuse keys of another form", () => {
    expect(parseNotificationKey("describeIdealGuest")).toBeUndefined();
    expect(parseNotificationKey("notification:unknownType")).toBeUndefined();
    expect(parseNotificationKey("notification:instantBooking:")).toBeUndefined();
  });
});

describe("read state (listing spec §4)", () => {
  it("counts unread entries", () => {
    expect(unreadCount(entries)).toBe(2);
  });

  it("marks one entry read when clicked", () => {
    const change = markAsRead(entries, "notification:describeIdealGuest", now);
    expect(unreadCount(change.entries)).toBe(1);
    expect(change.interactions).toEqual([
      {
        interactionType: "notification:describeIdealGuest",
        createdAt: "2025-06-01T09:30:00.000Z",
        interacted: true,
      },
    ]);
  });

  it("marks all as read, sending only the entries that were unread, without touching the input", () => {
    const change = markAllAsRead(entries, now);
    expect(unreadCount(change.entries)).toBe(0);
    expect(change.interactions.map((i) => i.interactionType)).toEqual([
      "notification:describeIdealGuest",
      "notification:uniqueRegistrationNumber:u2",
    ]);
    expect(change.entries[1]).toBe(entries[1]);
    expect(unreadCount(entries)).toBe(2);
  });

  it("restores the list exactly when a failed mark-all-as-read is undone", () => {
    const entry = fc.record({
      key: fc.string({ minLength: 1, maxLength: 6 }),
      interacted: fc.boolean(),
      createdAt: fc.constant("2025-05-01T00:00:00Z"),
    });
    const list = fc.uniqueArray(entry, { selector: (e) => e.key, maxLength: 10 });
    fc.assert(
      fc.property(list, (before) => {
        const change = markAllAsRead(before, now);
        expect(unreadCount(change.entries)).toBe(0);
        expect(change.interactions).toHaveLength(unreadCount(before));
        expect(undoReadChange(change.entries, change)).toEqual(before);
      }),
      { numRuns: 1000 },
    );
  });
});
