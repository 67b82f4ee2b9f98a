import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  indexReservationList,
  searchReservationRows,
  type ReservationSearch,
} from "./reservation-list-index.ts";
import { foldSearchText, listReservations, reservationSearchText } from "./reservation-list.ts";
import type { ReservationDocument } from "./reservation-document.ts";
import { reservationsTabs } from "./reservation-tab.ts";
import { BookingRequestStatus } from "./booking-request.ts";
import { BookingStatus } from "./booking.ts";
import { InquiryStatus } from "./inquiry.ts";

const day = fc
  .integer({ min: 0, max: 60 })
  .map((n) => new Date(Date.UTC(2026, 10, 1 + n)).toISOString().slice(0, 10));

// Every kind with every status of its kind plus one it does not know; few days and names, so ties
// on check-in (the id breaks them) and shared search words are common.
const arbitraryDoc = fc
  .record({
    id: fc.stringMatching(/^[a-e]{1,3}$/),
    kind: fc.constantFrom("booking_request" as const, "booking" as const, "inquiry" as const),
    statusPick: fc.nat(),
    unknownStatus: fc.boolean(),
    checkIn: day,
    nights: fc.integer({ min: 1, max: 9 }),
    guestName: fc.constantFrom("Lena Müller", "Marco Rossi", "Ana Horvat", "Zoë Lefèvre"),
    unitTitle: fc.constantFrom("Apartment Olive", "Villa Sole", "Chalet Ève"),
    bookingCode: fc.stringMatching(/^HB[A-C1-3]{3}$/),
  })
  .map((r): ReservationDocument => {
    const statuses = {
      booking_request: BookingRequestStatus.literals,
      booking: BookingStatus.literals,
      inquiry: InquiryStatus.literals,
    }[r.kind] as readonly string[];
    const checkOut = new Date(Date.parse(r.checkIn) + r.nights * 86_400_000).toISOString().slice(0, 10);
    return {
      id: r.id,
      kind: r.kind,
      status: r.unknownStatus ? "SOMETHING_ELSE" : statuses[r.statusPick % statuses.length]!,
      unitId: "u1",
      unitTitle: r.unitTitle,
      checkIn: r.checkIn,
      checkOut,
      guestName: r.guestName,
      guestCount: 2,
      totalPrice: 100,
      currency: "EUR",
      createdAt: "2026-10-01T10:00:00Z",
      bookingCode: r.bookingCode,
      seq: 1,
      _deleted: false,
    };
  });

// Ids are unique in a store: keep the last document of each id, as the mirror would.
const arbitraryStore = fc
  .array(arbitraryDoc, { maxLength: 60 })
  .map((docs) => [...new Map(docs.map((d) => [d.id, d])).values()]);

const ids = (docs: readonly ReservationDocument[]) => docs.map((d) => d.id);

describe("indexReservationList", () => {
  it("lists each tab exactly as listReservations does, tab by tab or all at once", () => {
    fc.assert(
      fc.property(arbitraryStore, day, fc.boolean(), (docs, today, fillFirst) => {
        const index = indexReservationList(docs, today);
        if (fillFirst) index.fillAll();
        for (const tab of reservationsTabs)
          expect(ids(index.rowsOf(tab))).toEqual(ids(listReservations(docs, { tab, search: "", today })));
        // Filling after some tabs were listed lists the rest the same way.
        index.fillAll();
        for (const tab of reservationsTabs)
          expect(ids(index.rowsOf(tab))).toEqual(ids(listReservations(docs, { tab, search: "", today })));
      }),
      { numRuns: 1000 },
    );
  });

  // The tab order of the decision record ("Tab order"), written out here rather than taken from
  // the list's own comparison: these tabs list newest check-in first, the others soonest first, and
  // equal check-ins keep one order by id.
  const newestFirstTabs = ["rejected", "expired", "completed", "cancelled", "all", "inquiries-archived"];

  it("lists every tab in the decision record's order", () => {
    let tied = 0;
    fc.assert(
      // Half the stores have every stay begin on the window's first day, so ties are common.
      fc.property(arbitraryStore, day, fc.boolean(), (stored, today, sameDay) => {
        const docs = sameDay ? stored.map((d) => ({ ...d, checkIn: "2026-11-01" })) : stored;
        const index = indexReservationList(docs, today);
        for (const tab of reservationsTabs) {
          const rows = index.rowsOf(tab);
          const newest = newestFirstTabs.includes(tab);
          for (let i = 1; i < rows.length; i++) {
            const [a, b] = [rows[i - 1]!, rows[i]!];
            if (a.checkIn === b.checkIn) {
              tied += 1;
              expect(a.id === b.id).toBe(false);
              if (!newest) expect(a.id < b.id).toBe(true);
            } else expect(a.checkIn < b.checkIn).toBe(!newest);
          }
        }
      }),
      { numRuns: 1000 },
    );
    expect(tied).toBeGreaterThan(300);
  });

  it("keeps each tab's rows: asking again, or filling the other tabs, gives the same list", () => {
    fc.assert(
      fc.property(arbitraryStore, day, fc.subarray([...reservationsTabs]), (docs, today, early) => {
        const index = indexReservationList(docs, today);
        const listed = early.map((tab) => index.rowsOf(tab));
        index.fillAll();
        early.forEach((tab, k) => expect(index.rowsOf(tab)).toBe(listed[k]));
        for (const tab of reservationsTabs) expect(index.rowsOf(tab)).toBe(index.rowsOf(tab));
      }),
      { numRuns: 1000 },
    );
  });

  it("lists a confirmed stay under confirmed, current and all on a day within it", () => {
    const stay: ReservationDocument = {
      id: "b1",
      kind: "booking",
      status: "CONFIRMED",
      unitId: "u1",
      unitTitle: "Villa Sole",
      checkIn: "2026-11-20",
      checkOut: "2026-11-25",
      guestName: "Ana Horvat",
      guestCount: 2,
      totalPrice: 100,
      currency: "EUR",
      createdAt: "2026-10-01T10:00:00Z",
      bookingCode: "HB123",
      seq: 1,
      _deleted: false,
    };
    const index = indexReservationList([stay], "2026-11-22");
    index.fillAll();
    expect(reservationsTabs.filter((tab) => index.rowsOf(tab).length > 0)).toEqual([
      "confirmed",
      "current",
      "all",
    ]);
  });
});

describe("searchReservationRows", () => {
  const textsOf = (rows: readonly ReservationDocument[]) => rows.map(reservationSearchText);
  const typing = fc.array(
    fc.oneof(
      fc.constantFrom("l", "e", "n", "a", " ", "M", "ü", "o", "s", "H", "B", "1", "è", "Z"),
      fc.constant("Backspace"),
    ),
    { maxLength: 12 },
  );
  // Keys typed into the search box over one tab of a store.
  const session = fc.record({
    docs: arbitraryStore,
    today: day,
    tab: fc.constantFrom(...reservationsTabs),
    keys: typing,
  });
  /** The box's text after each key, and whether the key erased a letter. */
  const typeOut = (keys: readonly string[], step: (text: string, erased: boolean) => void) => {
    let text = "";
    for (const key of keys) {
      const erased = key === "Backspace";
      text = erased ? text.slice(0, -1) : text + key;
      step(text, erased);
    }
  };

  it("finds what listReservations finds after every keystroke, typed forward or erased", () => {
    fc.assert(
      fc.property(session, ({ docs, today, tab, keys }) => {
        const source = indexReservationList(docs, today).rowsOf(tab);
        let previous: ReservationSearch | undefined;
        typeOut(keys, (text) => {
          previous = searchReservationRows(source, text, textsOf, previous);
          expect(ids(previous.rows)).toEqual(ids(listReservations(docs, { tab, search: text, today })));
        });
      }),
      { numRuns: 1000 },
    );
  });

  it("asks for the rows' texts once for a whole typing over the same rows, erasing included", () => {
    fc.assert(
      fc.property(session, ({ docs, today, tab, keys }) => {
        const source = indexReservationList(docs, today).rowsOf(tab);
        const asked: Array<readonly ReservationDocument[]> = [];
        const counted = (rows: readonly ReservationDocument[]) => {
          asked.push(rows);
          return textsOf(rows);
        };
        let previous: ReservationSearch | undefined;
        let searched = false;
        typeOut(keys, (text) => {
          previous = searchReservationRows(source, text, counted, previous);
          searched ||= foldSearchText(text) !== "";
        });
        expect(asked.length).toBe(searched ? 1 : 0);
        for (const rows of asked) expect(rows).toBe(source);
      }),
      { numRuns: 1000 },
    );
  });

  it("gives back the result made for a needle when erasing returns to it, without scanning again", () => {
    fc.assert(
      fc.property(session, ({ docs, today, tab, keys }) => {
        const source = indexReservationList(docs, today).rowsOf(tab);
        // Each needle's result along the current text: erasing a letter goes back one step.
        const typed: ReservationSearch[] = [];
        let previous: ReservationSearch | undefined;
        typeOut(keys, (text, erased) => {
          const before = typed.at(-2);
          previous = searchReservationRows(source, text, textsOf, previous);
          if (!erased) typed.push(previous);
          else {
            typed.pop();
            if (before !== undefined && before.needle !== "" && before.needle === previous.needle)
              expect(previous).toBe(before);
          }
        });
      }),
      { numRuns: 1000 },
    );
  });

  it("narrows the nearest earlier result after a letter is erased and another typed", () => {
    const rows = indexReservationList([], "2026-11-22").rowsOf("requests");
    const le = searchReservationRows(rows, "le", textsOf);
    const len = searchReservationRows(rows, "len", textsOf, le);
    const back = searchReservationRows(rows, "le", textsOf, len);
    expect(back).toBe(le);
    const lea = searchReservationRows(rows, "lea", textsOf, back);
    expect(lea.narrowed).toBe(le);
    const cleared = searchReservationRows(rows, "", textsOf, lea);
    expect(cleared.narrowed).toBeUndefined();
    // A cleared box ends the chain: the next letter narrows nothing kept from before.
    expect(searchReservationRows(rows, "l", textsOf, cleared).narrowed).toBeUndefined();
  });

  it("scans only the previous result, not the tab, when a letter is added", () => {
    const guests = ["Lena Müller", "Marco Rossi", "Ana Horvat", "Lea Novak"];
    const docs = guests.map((guestName, i): ReservationDocument => ({
      id: `r${i}`,
      kind: "booking_request",
      status: "REQUESTED",
      unitId: "u1",
      unitTitle: "Casa Pino",
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
      guestName,
      guestCount: 2,
      totalPrice: 100,
      currency: "EUR",
      createdAt: "2026-10-01T10:00:00Z",
      bookingCode: "HB123",
      seq: 1,
      _deleted: false,
    }));
    const rows = indexReservationList(docs, "2026-11-22").rowsOf("requests");
    // The tab's texts count the rows read from them.
    let read = 0;
    const watched = (source: readonly ReservationDocument[]) =>
      new Proxy(textsOf(source), {
        get(target, property, receiver) {
          if (typeof property === "string" && /^\d+$/.test(property)) read += 1;
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
    const l = searchReservationRows(rows, "l", watched);
    expect(ids(l.rows)).toEqual(["r0", "r3"]);
    expect(read).toBeGreaterThanOrEqual(guests.length);
    read = 0;
    const le = searchReservationRows(rows, "le", watched, l);
    expect(ids(le.rows)).toEqual(["r0", "r3"]);
    expect(read).toBe(0);
  });

  it("does not narrow a previous result taken over other rows", () => {
    const index = indexReservationList([], "2026-11-22");
    const other = searchReservationRows(index.rowsOf("requests"), "lena", textsOf);
    const stay: ReservationDocument = {
      id: "r1",
      kind: "booking_request",
      status: "REQUESTED",
      unitId: "u1",
      unitTitle: "Villa Sole",
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
      guestName: "Lena Müller",
      guestCount: 2,
      totalPrice: 100,
      currency: "EUR",
      createdAt: "2026-10-01T10:00:00Z",
      bookingCode: "HB123",
      seq: 1,
      _deleted: false,
    };
    const rows = indexReservationList([stay], "2026-11-22").rowsOf("requests");
    expect(ids(searchReservationRows(rows, "lena m", textsOf, other).rows)).toEqual(["r1"]);
  });
});
