import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldSearchText } from "../reservations/reservation-list.ts";
import type { ChannelDocument } from "./channel-document.ts";
import { ChannelId } from "./channel-document.ts";
import { isRecentChannel as isRecentOnServer } from "./messaging-api.ts";
import {
  channelFiltersOf,
  channelSearchText,
  isRecentChannel,
  listChannels,
  recentChannelCutoff,
  unreadChannelCount,
  type ChannelListQuery,
} from "./channel-filter.ts";

const now = Date.parse("2026-11-22T12:00:00Z");

const channel = (over: Partial<ChannelDocument>): ChannelDocument => ({
  id: ChannelId.make("c1"),
  type: "messaging",
  bookingCode: "HBABC123",
  guestName: "Lena Müller",
  archived: false,
  unread: false,
  favorited: false,
  lastMessageAt: "2026-11-20T09:00:00.000Z",
  seq: 1,
  ...over,
});

const query = (over: Partial<ChannelListQuery>): ChannelListQuery => ({
  status: "all",
  unread: false,
  favorited: false,
  search: "",
  now,
  ...over,
});

const ids = (list: readonly ChannelDocument[]) => list.map((c) => c.id);

describe("listChannels", () => {
  const docs = [
    channel({ id: ChannelId.make("a"), lastMessageAt: "2026-11-01T10:00:00.000Z", unread: true }),
    channel({ id: ChannelId.make("b"), guestName: "Marco Rossi", bookingCode: "HBXYZ999", favorited: true }),
    channel({ id: ChannelId.make("c"), archived: true, unread: true }),
    channel({ id: ChannelId.make("d"), lastMessageAt: "2025-10-01T10:00:00.000Z" }),
    channel({ id: ChannelId.make("e"), lastMessageAt: null, bookingCode: null }),
  ];

  it("lists the inbox newest first, leaves archived and stale channels out, and puts silent ones last", () => {
    expect(ids(listChannels(docs, query({})))).toEqual(["b", "a", "e"]);
    expect(ids(listChannels(docs, query({ status: "archived" })))).toEqual(["c"]);
  });

  it("filters unread and favourites, and searches name, booking code and message text", () => {
    expect(ids(listChannels(docs, query({ unread: true })))).toEqual(["a"]);
    expect(ids(listChannels(docs, query({ favorited: true })))).toEqual(["b"]);
    expect(ids(listChannels(docs, query({ search: " marco " })))).toEqual(["b"]);
    expect(ids(listChannels(docs, query({ search: "hbxyz" })))).toEqual(["b"]);
    expect(ids(listChannels(docs, query({ search: "muller" })))).toEqual(["a", "e"]);
    const bodies = new Map([["a", ["Where do I leave the KEYS?"]]]);
    const textOf = (c: ChannelDocument) => channelSearchText(c, bodies.get(c.id) ?? []);
    expect(ids(listChannels(docs, query({ search: "the keys" }), textOf))).toEqual(["a"]);
  });

  it("counts the unread conversations of the inbox only", () => {
    expect(unreadChannelCount(docs, now)).toBe(1);
  });

  it("keeps a channel whose last message is exactly 12 months old, not one a moment older", () => {
    const cutoff = recentChannelCutoff(now);
    expect(new Date(cutoff).toISOString()).toBe("2025-11-22T12:00:00.000Z");
    expect(isRecentChannel(channel({ lastMessageAt: "2025-11-22T12:00:00.000Z" }), now)).toBe(true);
    expect(isRecentChannel(channel({ lastMessageAt: "2025-11-22T11:59:59.999Z" }), now)).toBe(false);
  });

  it("draws the 12-month window where the server's rule does", () => {
    const instant = fc
      .integer({ min: Date.parse("2023-01-01T00:00:00Z"), max: Date.parse("2027-12-31T23:59:59Z") })
      .map((ms) => new Date(ms).toISOString());
    fc.assert(
      fc.property(instant, instant, (last, at) => {
        expect(isRecentChannel(channel({ lastMessageAt: last }), Date.parse(at))).toBe(
          isRecentOnServer(last, at),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("reads the filters of the query string", () => {
    expect(channelFiltersOf(new URLSearchParams("unread=true"))).toEqual({ unread: true, favorited: false });
    expect(channelFiltersOf(new URLSearchParams("favorited=1&unread=false"))).toEqual({
      unread: false,
      favorited: true,
    });
  });

  // The oracle: a naive scan that checks every condition separately and sorts with a plain comparison.
  it("agrees with a naive scan for any channels and query", () => {
    const instant = fc
      .integer({ min: Date.parse("2024-01-01T00:00:00Z"), max: Date.parse("2027-01-01T00:00:00Z") })
      .map((ms) => new Date(ms).toISOString());
    const channels = fc.uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }).map((s) => ChannelId.make(s)),
        type: fc.constantFrom("marketing" as const, "messaging" as const),
        bookingCode: fc.option(fc.constantFrom("HB1", "HB22", "XY9"), { nil: null }),
        guestName: fc.constantFrom("Ana", "Zoë Ånström", "ana maria", "Bob"),
        archived: fc.boolean(),
        unread: fc.boolean(),
        favorited: fc.boolean(),
        lastMessageAt: fc.option(instant, { nil: null }),
        seq: fc.nat(),
      }),
      { selector: (c) => c.id, maxLength: 20 },
    );
    const queries = fc.record({
      status: fc.constantFrom("all" as const, "archived" as const),
      unread: fc.boolean(),
      favorited: fc.boolean(),
      search: fc.constantFrom("", "ana", "ZOE", " hb2", "x", "ström"),
      now: fc.constant(now),
    });
    fc.assert(
      fc.property(channels, queries, (docs, q) => {
        const needle = foldSearchText(q.search);
        const expected = docs
          .filter((c) => (q.status === "archived" ? c.archived : !c.archived))
          .filter((c) => !q.unread || c.unread)
          .filter((c) => !q.favorited || c.favorited)
          .filter(
            (c) =>
              c.lastMessageAt === null || Date.parse(c.lastMessageAt) >= Date.parse("2025-11-22T12:00:00Z"),
          )
          .filter((c) => foldSearchText(`${c.guestName} ${c.bookingCode ?? ""}`).includes(needle))
          .map((c) => ({ c, t: c.lastMessageAt === null ? -Infinity : Date.parse(c.lastMessageAt) }))
          .sort((x, y) => (x.t === y.t ? (x.c.id < y.c.id ? -1 : 1) : y.t - x.t))
          .map((x) => x.c.id);
        expect(ids(listChannels(docs, q))).toEqual(expected);
        expect(
          docs.filter(
            (c) =>
              c.unread &&
              !c.archived &&
              listChannels([c], { ...q, status: "all", unread: false, favorited: false, search: "" })
                .length === 1,
          ).length,
        ).toBe(unreadChannelCount(docs, now));
      }),
      { numRuns: 1000 },
    );
  });
});
