// Which rows each reservations tab holds, end to end: reservations written on the real server, pulled
// by the sync engine into the local store, and listed by the index the reservations screen reads.
// The stays lie around a pinned "today" far beyond the demo data, so the test does not depend on the
// day it runs and the demo's own rows are told apart by id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextChangeSeq } from "../../server/data/change-sequence.ts";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { whenStatus } from "../../sync/sync-engine.ts";
import { reservationsTabs, type ReservationsTab } from "../../domain/reservations/reservation-tab.ts";
import { reservationListIndexOf } from "../../src/features/reservations/reservation-list-cache.ts";
import { signIn } from "../support/sign-in.ts";
import { startNodeSync } from "../support/node-sync.ts";
import { startTestServer } from "../support/test-server.ts";

const today = "2041-03-15";

// id, kind, status, check-in, check-out: one row per edge of the rule.
const rows = [
  ["tab-request-open", "booking_request", "REQUESTED", "2041-03-20", "2041-03-22"],
  ["tab-request-confirmed", "booking_request", "CONFIRMED", "2041-03-24", "2041-03-26"],
  ["tab-request-expired", "booking_request", "EXPIRED", "2041-03-01", "2041-03-03"],
  ["tab-booking-tomorrow", "booking", "CONFIRMED", "2041-03-16", "2041-03-18"],
  ["tab-booking-arrives", "booking", "CONFIRMED", "2041-03-15", "2041-03-17"],
  ["tab-booking-leaves", "booking", "CONFIRMED", "2041-03-12", "2041-03-15"],
  ["tab-booking-staying", "booking", "IN_REVIEW_COLLECTION", "2041-03-14", "2041-03-16"],
  ["tab-booking-cancelled-ahead", "booking", "CANCELLED", "2041-04-01", "2041-04-05"],
  ["tab-booking-cancelled-now", "booking", "CANCELLED", "2041-03-13", "2041-03-17"],
  ["tab-booking-done", "booking", "COMPLETED", "2041-02-01", "2041-02-04"],
  ["tab-inquiry-open", "inquiry", "ACTION_NEEDED", "2041-05-01", "2041-05-03"],
  ["tab-inquiry-lapsed", "inquiry", "EXPIRED_CHECKOUT", "2041-03-05", "2041-03-07"],
  ["tab-inquiry-rejected", "inquiry", "REJECTED", "2041-04-10", "2041-04-12"],
] as const;

// Written out from the decision record ("Reservation tabs"), in each tab's order: soonest first,
// past tabs newest first.
const expected: Record<ReservationsTab, string[]> = {
  requests: ["tab-request-open"],
  rejected: [],
  expired: ["tab-request-expired"],
  confirmed: ["tab-booking-leaves", "tab-booking-arrives", "tab-booking-tomorrow"],
  completed: ["tab-booking-staying", "tab-booking-done"],
  cancelled: ["tab-booking-cancelled-ahead", "tab-booking-cancelled-now"],
  upcoming: ["tab-booking-tomorrow"],
  current: ["tab-booking-staying", "tab-booking-arrives"],
  all: [
    "tab-booking-cancelled-ahead",
    "tab-request-confirmed",
    "tab-request-open",
    "tab-booking-tomorrow",
    "tab-booking-arrives",
    "tab-booking-staying",
    "tab-booking-cancelled-now",
    "tab-booking-leaves",
    "tab-request-expired",
    "tab-booking-done",
  ],
  inquiries: ["tab-inquiry-open"],
  "inquiries-archived": ["tab-inquiry-rejected", "tab-inquiry-lapsed"],
};

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, demoAccounts.individual)).accessToken;
  await server.db.transaction(async (tx) => {
    const seq = await nextChangeSeq(tx, "host-anna");
    for (const [id, kind, status, checkIn, checkOut] of rows)
      await tx.query(
        `insert into reservations (id, host_id, kind, unit_id, status, check_in, check_out, guest_name,
           guest_email, guest_count, total_price, currency, created_at, booking_code, seq)
         values ($1, 'host-anna', $2, 'unit-fig', $3, $4::date, $5::date, 'Tab Guest', 'tab@guest.example', 2,
           300, 'EUR', now(), 'HBTAB', $6)`,
        [id, kind, status, checkIn, checkOut, seq],
      );
  });
});
afterAll(() => server.close());

describe("reservations tabs", () => {
  it("hold exactly the rows the decision record names, pulled from the server", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      const index = reservationListIndexOf(client.engine.reservations.getSnapshot().reservations, today);
      for (const tab of reservationsTabs) {
        const ours = index
          .rowsOf(tab)
          .map((r) => r.id)
          .filter((id) => id.startsWith("tab-"));
        expect({ tab, rows: ours }).toEqual({ tab, rows: expected[tab] });
      }
    } finally {
      await client.close();
    }
  });
});
