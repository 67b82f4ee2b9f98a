import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeFirstScreen,
  firstRowsAgree,
  firstScreenKey,
  firstScreenPrefix,
  firstScreenRows,
  firstScreenVersion,
  firstScreenViewOf,
  type FirstScreen,
} from "./first-screen.ts";

const channelRow = fc.record({
  id: fc.string({ minLength: 1 }),
  guestName: fc.string(),
  unread: fc.boolean(),
  favorited: fc.boolean(),
  bookingCode: fc.option(fc.string(), { nil: null }),
  lastMessage: fc.string(),
  time: fc.string(),
  pending: fc.boolean(),
});

const reservationRow = fc.record({
  id: fc.string({ minLength: 1 }),
  detailPath: fc.string(),
  guestName: fc.string(),
  bookingCode: fc.string(),
  guests: fc.string(),
  unitTitle: fc.string(),
  dates: fc.string(),
  nights: fc.string(),
  price: fc.string(),
  status: fc.string(),
  statusLabel: fc.string(),
  decidable: fc.boolean(),
  pending: fc.boolean(),
});

const common = {
  version: fc.constant(firstScreenVersion),
  userId: fc.string({ minLength: 1 }),
  locale: fc.constantFrom("en_US", "de_DE", "fr_FR"),
  savedAt: fc.integer({ min: 0 }),
  count: fc.nat(),
};

const screen: fc.Arbitrary<FirstScreen> = fc.oneof(
  fc.record({
    ...common,
    screen: fc.constant("inbox" as const),
    view: fc.constantFrom("inbox/all", "inbox/archived", "inbox/all/unread"),
    unreadCount: fc.nat(),
    rows: fc.array(channelRow, { maxLength: firstScreenRows }),
  }),
  fc.record({
    ...common,
    screen: fc.constant("reservations" as const),
    view: fc.constantFrom("reservations/requests", "reservations/all"),
    rows: fc.array(reservationRow, { maxLength: firstScreenRows }),
  }),
);

const expectedOf = (s: FirstScreen) => ({ userId: s.userId, view: s.view, locale: s.locale });

describe("decodeFirstScreen", () => {
  it("gives back what was kept, for its own user, view and language", () => {
    fc.assert(
      fc.property(screen, (s) => {
        expect(decodeFirstScreen(JSON.stringify(s), expectedOf(s))).toEqual(s);
      }),
      { numRuns: 1_000 },
    );
  });

  it("never gives one user's copy to another user, view or language", () => {
    fc.assert(
      fc.property(
        screen,
        fc.string({ minLength: 1 }),
        fc.constantFrom("userId", "view", "locale"),
        (s, other, field) => {
          fc.pre(other !== s[field]);
          expect(decodeFirstScreen(JSON.stringify(s), { ...expectedOf(s), [field]: other })).toBeUndefined();
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("ignores another version, a missing or mistyped field, too many rows, and text that is not JSON", () => {
    // For each field, values it may not hold (undefined: the field is missing).
    const invalid = {
      version: fc.oneof(
        fc.constant(undefined),
        fc.integer().filter((v) => v !== firstScreenVersion),
      ),
      userId: fc.oneof(fc.constant(undefined), fc.integer(), fc.constant(null)),
      rows: fc.oneof(fc.constant(undefined), fc.string(), fc.integer(), fc.constant(null)),
      count: fc.oneof(fc.constant(undefined), fc.string(), fc.integer({ max: -1 }), fc.constant(1.5)),
      screen: fc.oneof(
        fc.constant(undefined),
        fc.string().filter((v) => v !== "inbox" && v !== "reservations" && v !== "calendar"),
      ),
    };
    const broken = fc.oneof(
      ...Object.entries(invalid).map(([field, value]) => fc.tuple(fc.constant(field), value)),
    );
    fc.assert(
      fc.property(screen, broken, (s, [field, value]) => {
        const changed: Record<string, unknown> = { ...s, [field]: value };
        if (value === undefined) delete changed[field];
        expect(decodeFirstScreen(JSON.stringify(changed), expectedOf(s))).toBeUndefined();
      }),
      { numRuns: 1_000 },
    );
    const s = fc.sample(screen, 1)[0]!;
    expect(decodeFirstScreen(JSON.stringify({ ...s, version: firstScreenVersion + 1 }), expectedOf(s))).toBe(
      undefined,
    );
    const tooMany = { ...s, rows: Array.from({ length: firstScreenRows + 1 }, () => s.rows[0]) };
    if (s.rows.length > 0) expect(decodeFirstScreen(JSON.stringify(tooMany), expectedOf(s))).toBeUndefined();
    expect(decodeFirstScreen("{not json", expectedOf(s))).toBeUndefined();
    expect(decodeFirstScreen(null, expectedOf(s))).toBeUndefined();
  });

  it("ignores an inbox copy kept under a reservations view and the other way round", () => {
    fc.assert(
      fc.property(screen, (s) => {
        const view = s.screen === "inbox" ? "reservations/requests" : "inbox/all";
        const moved = { ...s, view };
        expect(decodeFirstScreen(JSON.stringify(moved), { ...expectedOf(s), view })).toBeUndefined();
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("firstScreenViewOf", () => {
  it("names the inbox's view without the open conversation, and each reservations tab", () => {
    expect(firstScreenViewOf("/messages/all", "")).toBe("inbox/all");
    expect(firstScreenViewOf("/messages/all/ch-1", "")).toBe("inbox/all");
    expect(firstScreenViewOf("/messages/all", "?unread=true")).toBe("inbox/all/unread");
    expect(firstScreenViewOf("/messages/all", "?favorited=1")).toBe("inbox/all/favorited");
    expect(firstScreenViewOf("/messages/archived", "")).toBe("inbox/archived");
    expect(firstScreenViewOf("/reservations/requests", "")).toBe("reservations/requests");
    expect(firstScreenViewOf("/reservations/inquiries-archived", "")).toBe("reservations/inquiries-archived");
  });

  it("names the plain calendar timeline", () => {
    expect(firstScreenViewOf("/calendar", "")).toBe("calendar");
    expect(firstScreenViewOf("/calendar/", "?x=1")).toBe("calendar");
  });

  it("keeps nothing for other screens, unknown tabs or a calendar deep link", () => {
    expect(firstScreenViewOf("/messages/spam", "")).toBeUndefined();
    expect(firstScreenViewOf("/reservations/nope", "")).toBeUndefined();
    expect(firstScreenViewOf("/calendar/b-1", "")).toBeUndefined();
    expect(firstScreenViewOf("/calendar/b-1/x", "")).toBeUndefined();
    expect(firstScreenViewOf("/booking-details/b1", "")).toBeUndefined();
  });
});

describe("firstScreenKey", () => {
  it("puts every copy of a user under that user's prefix and no other user's", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, view) => {
        expect(firstScreenKey(a, view).startsWith(firstScreenPrefix(a))).toBe(true);
        if (a !== b) expect(firstScreenKey(a, view).startsWith(firstScreenPrefix(b))).toBe(false);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("firstRowsAgree", () => {
  it("holds exactly when the live rows start with the kept rows (oracle: compare the id prefixes)", () => {
    const ids = fc.array(fc.constantFrom("a", "b", "c", "d"), { maxLength: 6 });
    fc.assert(
      fc.property(ids, ids, (kept, live) => {
        const oracle =
          live.slice(0, kept.length).join("\u0000") === kept.join("\u0000") && live.length >= kept.length;
        expect(
          firstRowsAgree(
            kept.map((id) => ({ id })),
            live.map((id) => ({ id })),
          ),
        ).toBe(oracle);
      }),
      { numRuns: 1_000 },
    );
  });
});
