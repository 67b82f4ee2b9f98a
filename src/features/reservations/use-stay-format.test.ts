import { describe, expect, it } from "vitest";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { stayFormatFor } from "./use-stay-format.ts";

const stay = (over: Partial<ReservationDocument> = {}): ReservationDocument => ({
  id: "r1",
  kind: "booking",
  status: "CONFIRMED",
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

describe("stayFormatFor", () => {
  it("formats dates, nights and price in the language's own way", () => {
    const doc = stay();
    const english = stayFormatFor("en-US")(doc);
    const german = stayFormatFor("de-DE")(doc);
    expect(english.nights).toBe(4);
    expect(english.price).toBe("€400.00");
    expect(german.price.replace(/\s/gu, " ")).toBe("400,00 €");
    expect(english.dates).toMatch(/Dec/);
    expect(german.dates).toMatch(/Dez/);
  });

  it("shares one formatter per language and keeps each document's words", () => {
    const doc = stay();
    expect(stayFormatFor("fr-FR")).toBe(stayFormatFor("fr-FR"));
    expect(stayFormatFor("fr-FR")(doc)).toBe(stayFormatFor("fr-FR")(doc));
    // A changed reservation is a new document: its words are formatted again, never taken stale.
    const changed = stay({ checkOut: "2026-12-08", totalPrice: 700 });
    expect(stayFormatFor("fr-FR")(changed).nights).toBe(7);
    expect(stayFormatFor("fr-FR")(changed).price).not.toBe(stayFormatFor("fr-FR")(doc).price);
  });
});
