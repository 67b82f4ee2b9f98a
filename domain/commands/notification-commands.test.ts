import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { markAllNotificationsReadPayload, markNotificationsRead } from "./notification-commands.ts";
import { localDocumentsOf, sampleNotification } from "./sample-documents.ts";

const now = "2025-05-03T08:15:00.000Z";
const a = sampleNotification({ key: "notification:instantBooking:u-1" });
const b = sampleNotification({ key: "notification:discountPromotion" });
const read = sampleNotification({ key: "notification:describeIdealGuest", interacted: true });

describe("markNotificationsRead", () => {
  it("replays as PUT /api/app/user/interaction with one interaction per key, stamped now", () => {
    expect(markNotificationsRead.toRestCall({ keys: [a.key, b.key], now })).toEqual({
      method: "PUT",
      path: "/api/app/user/interaction",
      body: [
        { interactionType: a.key, createdAt: now, interacted: true },
        { interactionType: b.key, createdAt: now, interacted: true },
      ],
    });
  });

  it("marks the named notifications read and leaves the rest", () => {
    const documents = localDocumentsOf({ notifications: [a, b, read] });
    const changes = markNotificationsRead.apply(documents, { keys: [a.key, read.key], now });
    expect(changes.notifications).toEqual([{ ...a, interacted: true }]);
    expect(markNotificationsRead.apply(documents, { keys: [read.key, "notification:gone"], now })).toEqual(
      {},
    );
  });

  it("builds 'mark all as read' from the notifications unread now", () => {
    expect(markAllNotificationsReadPayload([a, b, read], now)).toEqual({ keys: [a.key, b.key], now });
    expect(markAllNotificationsReadPayload([read], now)).toBeUndefined();
  });

  it("refuses an empty or repeated list of keys", () => {
    const decode = Schema.decodeUnknownExit(markNotificationsRead.payload);
    expect(Exit.isFailure(decode({ keys: [], now }))).toBe(true);
    expect(Exit.isFailure(decode({ keys: [a.key, a.key], now }))).toBe(true);
  });
});
