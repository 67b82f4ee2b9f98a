import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { notificationKey } from "./notification-key.ts";
import { notificationItems, unreadNotificationCount } from "./notification-list.ts";
import { NotificationType, type NotificationEntry } from "./notification.ts";

const types = NotificationType.literals;
const instant = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const notification = fc.record({
  key: fc
    .record({
      type: fc.constantFrom(...types),
      unitId: fc.option(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { nil: undefined }),
    })
    .map(({ type, unitId }) =>
      notificationKey(
        unitId === undefined
          ? { prefix: "notification", type }
          : { prefix: "notification", type, unitId: unitId as never },
      ),
    ),
  interacted: fc.boolean(),
  createdAt: instant,
});
// Other interactions the host recorded: not notifications.
const other = fc.record({
  key: fc.constantFrom("welcomeTour", "notification:unknownType", "notification", ":describeIdealGuest"),
  interacted: fc.boolean(),
  createdAt: instant,
});
const entries = fc.uniqueArray(fc.oneof(notification, other), { selector: (e) => e.key, maxLength: 30 });

describe("the notifications listed", () => {
  it("are exactly the notification entries, newest first, whatever the input order", () => {
    fc.assert(
      fc.property(entries, fc.integer(), (all: NotificationEntry[], seed) => {
        const listed = notificationItems(all);
        const shuffled = [...all].sort((a, b) => ((a.key.length * seed) % 7) - ((b.key.length * seed) % 7));
        expect(notificationItems(shuffled)).toEqual(listed);
        expect(new Set(listed.map((i) => i.key))).toEqual(
          new Set(
            all
              .filter((e) =>
                types.some(
                  (t) =>
                    e.key.startsWith(`notification:${t}`) &&
                    (e.key.length === `notification:${t}`.length ||
                      e.key[`notification:${t}`.length] === ":"),
                ),
              )
              .map((e) => e.key),
          ),
        );
        for (let i = 1; i < listed.length; i++)
          expect(listed[i - 1]!.createdAt >= listed[i]!.createdAt).toBe(true);
        expect(unreadNotificationCount(listed)).toBe(
          listed.filter((item) => !all.find((e) => e.key === item.key)!.interacted).length,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("reads the type and unit from the key", () => {
    const [item] = notificationItems([
      {
        key: "notification:discountPromotion:unit-limone",
        interacted: false,
        createdAt: "2026-11-20T10:00:00.000Z",
      },
    ]);
    expect(item).toEqual({
      key: "notification:discountPromotion:unit-limone",
      type: "discountPromotion",
      unitId: "unit-limone",
      interacted: false,
      createdAt: "2026-11-20T10:00:00.000Z",
    });
  });
});
