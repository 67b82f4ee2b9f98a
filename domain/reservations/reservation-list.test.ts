import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  compareForTab,
  foldSearchText,
  listReservations,
  reservationSearchText,
  reservationSearchTextWithTitle,
} from "./reservation-list.ts";
import type { ReservationDocument } from "./reservation-document.ts";
import { reservationsTabs } from "./reservation-tab.ts";

const doc = (over: Partial<ReservationDocument>): ReservationDocument => ({
  id: "r1",
  kind: "booking_request",
  status: "REQUESTED",
  unitId: "u1",
  unitTitle: "Apartment Olive",
  checkIn: "2026-12-01",
  checkOut: "2026-12-05",
  guestName: "Lena Müller",
  guestCount: 2,
  totalPrice: 400,
  currency: "EUR",
  createdAt: "2026-11-01T10:00:00Z",
  bookingCode: "HBABC123",
  seq: 1,
  _deleted: false,
  ...over,
});

describe("listReservations", () => {
  it("lists open requests soonest first and finds them by guest, unit or booking code", () => {
    const docs = [
      doc({ id: "a", checkIn: "2026-12-10", checkOut: "2026-12-12" }),
      doc({ id: "b", checkIn: "2026-12-02", checkOut: "2026-12-04", guestName: "Marco Rossi" }),
      doc({ id: "c", status: "REJECTED" }),
      doc({ id: "d", kind: "booking", status: "CONFIRMED" }),
    ];
    const today = "2026-11-22";
    expect(listReservations(docs, { tab: "requests", search: "", today }).map((d) => d.id)).toEqual([
      "b",
      "a",
    ]);
    expect(listReservations(docs, { tab: "requests", search: "  marco ", today }).map((d) => d.id)).toEqual([
      "b",
    ]);
    expect(listReservations(docs, { tab: "requests", search: "muller", today }).map((d) => d.id)).toEqual([
      "a",
    ]);
    expect(listReservations(docs, { tab: "requests", search: "hbabc", today })).toHaveLength(2);
    expect(listReservations(docs, { tab: "rejected", search: "", today }).map((d) => d.id)).toEqual(["c"]);
  });

  it("ignores differences of case, accents and white space in a search", () => {
    expect(foldSearchText("  Lena   MÜLLER ")).toBe(foldSearchText("lena muller"));
  });

  it("returns exactly the documents a naive scan finds, in order, without touching its input", () => {
    const arbitraryDoc = fc.record({
      id: fc.uuid(),
      kind: fc.constant("booking_request" as const),
      status: fc.constantFrom("REQUESTED", "CONFIRMED", "REJECTED", "EXPIRED"),
      checkIn: fc
        .date({ min: new Date("2026-01-01"), max: new Date("2027-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      guestName: fc.constantFrom("Lena Müller", "Marco Rossi", "Ana Horvat"),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryDoc, { maxLength: 40 }),
        fc.constantFrom("", "lena", "ROSSI", "x"),
        (partials, search) => {
          const docs = partials.map((p) => doc({ ...p, checkOut: "2028-01-01" }));
          const before = JSON.stringify(docs);
          const listed = listReservations(docs, { tab: "requests", search, today: "2026-06-01" });
          const naive = docs.filter(
            (d) =>
              d.status === "REQUESTED" &&
              foldSearchText(`${d.guestName} ${d.unitTitle} ${d.bookingCode}`).includes(
                foldSearchText(search),
              ),
          );
          expect(new Set(listed.map((d) => d.id))).toEqual(new Set(naive.map((d) => d.id)));
          for (let i = 1; i < listed.length; i++)
            expect(listed[i - 1]!.checkIn <= listed[i]!.checkIn).toBe(true);
          expect(JSON.stringify(docs)).toBe(before);
        },
      ),
      { numRuns: 1000 },
    );
  });

  // The fold as the rule states it, without the shortcut for plain ASCII.
  const fullFold = (text: string) =>
    text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
  // Texts that reach both of the fold's paths and its corners: plain ASCII words, runs and kinds of
  // white space, accents precomposed and combining, and letters whose lower case depends on their
  // neighbours (a final sigma) or grows a mark (a dotted capital I).
  const searchableText = fc.oneof(
    fc.string({
      unit: fc.constantFrom("a", "Z", "7", "-", "'", " ", "  ", "\t", "\u00a0", "é", "\u0301", "Σ", "İ", "ß"),
      maxLength: 12,
    }),
    fc.string({ unit: "binary", maxLength: 12 }),
    fc.stringMatching(/^[A-Za-z0-9]{1,6}( [A-Za-z0-9]{1,6}){0,2}$/),
  );

  it("folds plain ASCII by lower-casing alone, as the full fold would", () => {
    fc.assert(
      fc.property(searchableText, (text) => {
        expect(foldSearchText(text)).toBe(fullFold(text));
      }),
      { numRuns: 1000 },
    );
  });

  it("folds a reservation's guest, unit and code apart exactly as the three joined", () => {
    fc.assert(
      fc.property(searchableText, searchableText, searchableText, (guestName, unitTitle, bookingCode) => {
        const reservation = doc({ guestName, unitTitle, bookingCode });
        const joined = fullFold(`${guestName} ${unitTitle} ${bookingCode}`);
        expect(reservationSearchText(reservation)).toBe(joined);
        expect(reservationSearchTextWithTitle(reservation, foldSearchText(unitTitle))).toBe(joined);
      }),
      { numRuns: 1000 },
    );
  });

  it("compares by check-in then id, past tabs the other way round, and ties a reservation only with itself", () => {
    // The decision record's tab order, written out: these tabs read newest first. A check-in has a
    // fixed width, so comparing "check-in, then id" is comparing the two joined.
    const newestFirstTabs = ["rejected", "expired", "completed", "cancelled", "all", "inquiries-archived"];
    const key = (d: ReservationDocument) => `${d.checkIn}\u0000${d.id}`;
    const stay = fc.record({
      id: fc.constantFrom("a", "b", "ab", "B"),
      checkIn: fc.constantFrom("2026-12-01", "2026-12-02", "2027-01-01"),
    });
    fc.assert(
      fc.property(fc.constantFrom(...reservationsTabs), stay, stay, (tab, x, y) => {
        const [a, b] = [doc(x), doc(y)];
        const ascending = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
        const expected = newestFirstTabs.includes(tab) ? 0 - ascending : ascending;
        const compare = compareForTab(tab);
        // A comparison's sign is what sorting reads; -0 and 0 both say "equal".
        const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
        expect(sign(compare(a, b))).toBe(expected);
        expect(sign(compare(b, a))).toBe(-expected || 0);
        expect(sign(compare(a, a))).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });
});
