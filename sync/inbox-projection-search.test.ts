import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChannelId, type ChannelDocument } from "../domain/messaging/channel-document.ts";
import { channelSearchText, listChannels } from "../domain/messaging/channel-filter.ts";
import { createChannelSearchIndex } from "../domain/messaging/channel-search-index.ts";
import { createChannelSearch, type ChannelRows } from "./inbox-projection-search.ts";

const now = Date.parse("2026-11-22T12:00:00Z");
const channel = (i: number, guestName: string): ChannelDocument => ({
  id: ChannelId.make(`c${i}`),
  type: "messaging",
  bookingCode: `HB${i}`,
  guestName,
  archived: false,
  unread: false,
  favorited: false,
  lastMessageAt: new Date(now - i * 60_000).toISOString(),
  seq: i,
});
const textOf = (c: ChannelDocument) => channelSearchText(c, []);

/** The rows as an array, read each way the page reads them (in order, by index, by id), which must agree. */
function listed(rows: ChannelRows): ChannelDocument[] {
  const all = rows.slice(0, rows.length);
  all.forEach((c, i) => {
    expect(rows.at(i)).toBe(c);
    expect(rows.indexOf(c.id)).toBe(i);
  });
  expect(rows.at(rows.length)).toBeUndefined();
  expect(rows.at(-1)).toBeUndefined();
  expect(rows.indexOf("not-a-channel")).toBe(-1);
  expect(rows.slice(1, 3)).toEqual(all.slice(1, 3));
  return all;
}

describe("createChannelSearch", () => {
  // The oracle: a full search of the view for every keystroke.
  it("answers every sequence of keystrokes as a full search would", () => {
    const names = fc.array(fc.constantFrom("ana", "anna", "bo", "Ånä", "x y", "nan"), {
      minLength: 1,
      maxLength: 12,
    });
    const typing = fc.array(fc.constantFrom("a", "n", "A", " ", "ä", "b", "<"), { maxLength: 10 });
    fc.assert(
      fc.property(names, typing, (guestNames, keys) => {
        const view = guestNames.map((name, i) => channel(i, name));
        const search = createChannelSearch(textOf);
        const source = {};
        let text = "";
        for (const key of keys) {
          text = key === "<" ? text.slice(0, -1) : text + key;
          const query = { status: "all", unread: false, favorited: false, search: text, now } as const;
          expect(listed(search(view, query, source))).toEqual(
            text.trim() === "" ? view : listChannels(view, query, textOf),
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("answers from the search index, when there is one, as a full search would", () => {
    const names = fc.array(fc.constantFrom("ana", "anna", "bo", "Ånä", "x y", "nan"), {
      minLength: 1,
      maxLength: 12,
    });
    const typing = fc.array(fc.constantFrom("a", "n", "A", " ", "ä", "b", "<", "*"), { maxLength: 10 });
    fc.assert(
      fc.property(names, typing, (guestNames, keys) => {
        const view = guestNames.map((name, i) => channel(i, name));
        const index = createChannelSearchIndex();
        for (const c of view) index.set(c.id, textOf(c));
        const search = createChannelSearch(textOf, (needle) => index.search(needle));
        let text = "";
        for (const key of keys) {
          // "<" deletes a letter, "*" replaces the whole text.
          text = key === "<" ? text.slice(0, -1) : key === "*" ? "n" : text + key;
          const query = { status: "all", unread: false, favorited: false, search: text, now } as const;
          expect(listed(search(view, query, {}))).toEqual(
            text.trim() === "" ? view : listChannels(view, query, textOf),
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  // As the page uses it: a message arriving makes a new snapshot (the index refreshed, the texts
  // grown), sometimes with the same view (a channel's flags unchanged); a channel arriving or leaving
  // makes a new view too (the index numbers its channels anew); the host goes on typing.
  it("answers typing as a full search would while messages and channels arrive and leave", () => {
    const names = fc.array(fc.constantFrom("ana", "anna", "bo", "Ånä", "x y", "nan"), {
      minLength: 1,
      maxLength: 10,
    });
    const step = fc.oneof(
      fc.record({
        kind: fc.constant("key" as const),
        key: fc.constantFrom("a", "n", " ", "b", "<", "*", "o"),
      }),
      fc.record({
        kind: fc.constant("message" as const),
        channel: fc.nat(),
        body: fc.constantFrom("bon", "a nan", "Anna", "yo"),
        newView: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant("arrive" as const),
        name: fc.constantFrom("ana", "bo", "nan", "oban"),
        newest: fc.boolean(),
      }),
      fc.record({ kind: fc.constant("leave" as const), channel: fc.nat() }),
    );
    fc.assert(
      fc.property(names, fc.array(step, { maxLength: 24 }), (guestNames, steps) => {
        let view = guestNames.map((name, i) => channel(i, name));
        const bodies = new Map<string, string[]>();
        const currentText = (c: ChannelDocument) => channelSearchText(c, bodies.get(c.id) ?? []);
        const index = createChannelSearchIndex();
        for (const c of view) index.set(c.id, currentText(c));
        const search = createChannelSearch(currentText, (needle) => index.search(needle));
        let source = {};
        let text = "";
        let arrivals = 0;
        for (const op of steps) {
          if (op.kind === "message") {
            if (view.length === 0) continue;
            const target = view[op.channel % view.length]!;
            bodies.set(target.id, [...(bodies.get(target.id) ?? []), op.body]);
            index.set(target.id, currentText(target));
            source = {};
            if (op.newView) view = [...view];
            continue;
          }
          if (op.kind === "arrive") {
            // Newer than every channel (first in the list, every other row moves down) or older.
            arrivals += 1;
            const arrived = channel(op.newest ? -arrivals : 100 + arrivals, op.name);
            index.set(arrived.id, currentText(arrived));
            view = op.newest ? [arrived, ...view] : [...view, arrived];
            source = {};
            continue;
          }
          if (op.kind === "leave") {
            if (view.length === 0) continue;
            const gone = view[op.channel % view.length]!;
            index.remove(gone.id);
            view = view.filter((c) => c !== gone);
            source = {};
            continue;
          }
          text = op.key === "<" ? text.slice(0, -1) : op.key === "*" ? "n" : text + op.key;
          const query = { status: "all", unread: false, favorited: false, search: text, now } as const;
          expect(listed(search(view, query, source))).toEqual(
            text.trim() === "" ? view : listChannels(view, query, currentText),
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("searches afresh when the store's snapshot changed, and narrows within one snapshot", () => {
    const texts = new Map<string, string>();
    const search = createChannelSearch((c) => texts.get(c.id) ?? textOf(c));
    const view = [channel(1, "ana"), channel(2, "bob")];
    const query = { status: "all", unread: false, favorited: false, now } as const;
    const first = {};
    expect(
      search(view, { ...query, search: "an" }, first)
        .slice(0, 2)
        .map((c) => c.id),
    ).toEqual(["c1"]);
    // A message arrives in "bob"'s channel: its text now holds "ana" too.
    texts.set("c2", "bob ana");
    expect(
      search(view, { ...query, search: "ana" }, first)
        .slice(0, 2)
        .map((c) => c.id),
    ).toEqual(["c1"]);
    expect(
      search(view, { ...query, search: "ana" }, {})
        .slice(0, 2)
        .map((c) => c.id),
    ).toEqual(["c1", "c2"]);
  });
});
