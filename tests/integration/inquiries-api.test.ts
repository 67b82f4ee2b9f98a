// Booking inquiries against the real server (operations spec §3, §4, §7): detail, confirm (refused
// while a block or a guest's stay overlaps), reject, and the page of what overlaps an inquiry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { Inquiry } from "../../domain/reservations/inquiry.ts";
import { expectInvalidParams, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

const decodeInquiry = Schema.decodeUnknownSync(Inquiry);
const changeSeq = async () =>
  Number(
    (await server.db.query<{ s: string }>("select change_seq::text as s from hosts where id = 'host-anna'"))
      .rows[0]?.s,
  );
const statusOf = async (id: string) =>
  (await server.db.query<{ status: string }>("select status from reservations where id = $1", [id])).rows[0]
    ?.status;

let counter = 0;
/** A reservation of host-anna on dates far from the seeded ones, so each test owns its calendar. */
async function reservation(
  kind: "inquiry" | "booking" | "booking_request",
  status: string,
  unitId: string,
  checkIn: string,
  checkOut: string,
  phone: string | null = null,
): Promise<string> {
  const id = `test-${kind}-${++counter}`;
  await server.db.query(
    `insert into reservations (id, host_id, kind, unit_id, status, check_in, check_out, guest_name, guest_email,
       guest_count, total_price, currency, created_at, booking_code, guest_phone)
     values ($1, 'host-anna', $2, $3, $4, $5, $6, 'Test Guest', 'test@guest.example', 2, 300, 'EUR', now(), 'HBTEST', $7)`,
    [id, kind, unitId, status, checkIn, checkOut, phone],
  );
  return id;
}
const block = (unitId: string, dateFrom: string, dateTo: string) =>
  jsonOf(
    api(anna, `/api/app/properties/${unitId}/unavailabilities/block`, {
      method: "POST",
      body: JSON.stringify({ dateFrom, dateTo }),
    }),
  );
const confirm = (token: string, id: string, headers: Record<string, string> = {}) =>
  api(token, `/api/app/booking-inquiries/${id}/confirm`, { method: "POST", headers });
const reject = (token: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
  api(token, `/api/app/booking-inquiries/${id}/reject`, {
    method: "POST",
    body: JSON.stringify(body),
    headers,
  });

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

describe("GET /api/app/booking-inquiries/{id}", () => {
  it("answers the inquiry in the domain's shape, a phone without digits as null", async () => {
    const { rows } = await server.db.query<{ id: string }>(
      "select id from reservations where host_id = 'host-anna' and kind = 'inquiry' and status = 'REQUESTED' limit 1",
    );
    const seeded = await jsonOf<Inquiry>(api(anna, `/api/app/booking-inquiries/${rows[0]!.id}`));
    expect(decodeInquiry(seeded)).toEqual(seeded);
    expect(seeded.status).toBe("REQUESTED");

    const withPhone = await reservation(
      "inquiry",
      "REQUESTED",
      "unit-fig",
      "2042-01-01",
      "2042-01-03",
      " +39 081 555 ",
    );
    expect((await jsonOf<Inquiry>(api(anna, `/api/app/booking-inquiries/${withPhone}`))).customer).toEqual({
      name: "Test Guest",
      phoneNumber: "+39 081 555",
    });
    const noDigits = await reservation(
      "inquiry",
      "REQUESTED",
      "unit-fig",
      "2042-02-01",
      "2042-02-03",
      "+ ( )",
    );
    expect(
      (await jsonOf<Inquiry>(api(anna, `/api/app/booking-inquiries/${noDigits}`))).customer.phoneNumber,
    ).toBe(null);
  });

  it("answers 404 to another host, for a booking's id and for an unknown id", async () => {
    const id = await reservation("inquiry", "REQUESTED", "unit-fig", "2042-03-01", "2042-03-03");
    await expectProblem(api(alpine, `/api/app/booking-inquiries/${id}`), 404, "/problems/not-found");
    await expectProblem(
      api(alpine, `/api/app/booking-inquiries/${id}/overlapping-unavailabilities`),
      404,
      "/problems/not-found",
    );
    const booking = await reservation("booking", "CONFIRMED", "unit-fig", "2042-04-01", "2042-04-03");
    await expectProblem(api(anna, `/api/app/booking-inquiries/${booking}`), 404, "/problems/not-found");
    await expectProblem(api(anna, "/api/app/booking-inquiries/nope"), 404, "/problems/not-found");
  });
});

describe("GET /api/app/booking-inquiries/{id}/overlapping-unavailabilities", () => {
  it("pages the blocks and guests' stays overlapping the inquiry, in date order", async () => {
    const inquiry = await reservation("inquiry", "REQUESTED", "unit-limone", "2040-03-01", "2040-03-10");
    await block("unit-limone", "2040-02-25", "2040-03-02");
    await block("unit-limone", "2040-03-04", "2040-03-05");
    const booking = await reservation("booking", "CONFIRMED", "unit-limone", "2040-03-06", "2040-03-08");
    const confirmedInquiry = await reservation(
      "inquiry",
      "CONFIRMED",
      "unit-limone",
      "2040-03-09",
      "2040-03-11",
    );
    // None of these hold the inquiry's nights: cancelled, only touching, still open, another unit.
    await reservation("booking", "CANCELLED", "unit-limone", "2040-03-08", "2040-03-09");
    await reservation("booking", "CONFIRMED", "unit-limone", "2040-03-10", "2040-03-12");
    await reservation("inquiry", "REQUESTED", "unit-limone", "2040-03-02", "2040-03-03");
    await reservation("booking_request", "REQUESTED", "unit-limone", "2040-03-02", "2040-03-03");
    await reservation("booking", "CONFIRMED", "unit-olive", "2040-03-02", "2040-03-03");

    const path = `/api/app/booking-inquiries/${inquiry}/overlapping-unavailabilities`;
    const all = await jsonOf<{ items: Array<Record<string, string>>; pagination: unknown }>(api(anna, path));
    expect(all.pagination).toEqual({ current: 1, next: null });
    expect(all.items.map(({ id: _id, ...rest }) => rest)).toEqual([
      { unitId: "unit-limone", dateFrom: "2040-02-25", dateTo: "2040-03-02", source: "manual" },
      { unitId: "unit-limone", dateFrom: "2040-03-04", dateTo: "2040-03-05", source: "manual" },
      { unitId: "unit-limone", dateFrom: "2040-03-06", dateTo: "2040-03-08", source: "booking" },
      { unitId: "unit-limone", dateFrom: "2040-03-09", dateTo: "2040-03-11", source: "inquiry" },
    ]);
    expect(all.items.map((i) => i.id).slice(2)).toEqual([booking, confirmedInquiry]);

    const first = await jsonOf<{ items: unknown[]; pagination: unknown }>(
      api(anna, `${path}?page=1&limit=3`),
    );
    expect(first.items).toEqual(all.items.slice(0, 3));
    expect(first.pagination).toEqual({ current: 1, next: 2 });
    const second = await jsonOf<{ items: unknown[]; pagination: unknown }>(
      api(anna, `${path}?page=2&limit=3`),
    );
    expect(second).toEqual({ items: all.items.slice(3), pagination: { current: 2, next: null } });

    await expectInvalidParams(api(anna, `${path}?page=0&limit=101`), ["page", "limit"]);
  });
});

describe("POST /api/app/booking-inquiries/{id}/confirm", () => {
  it("confirms once per Idempotency-Key and bumps the change sequence once", async () => {
    const id = await reservation("inquiry", "REQUESTED", "unit-lavender", "2041-01-01", "2041-01-05");
    const seqBefore = await changeSeq();
    const answer = await sendTwice((headers) => confirm(anna, id, headers));
    expect(answer.status).toBe(200);
    const body = answer.body as { status: string; inquiry: Inquiry };
    expect(body.status).toBe("CONFIRMED");
    expect(decodeInquiry(body.inquiry)).toMatchObject({ id, status: "CONFIRMED", checkIn: "2041-01-01" });
    expect(await changeSeq()).toBe(seqBefore + 1);
    const { rows } = await server.db.query<{ status: string; seq: string }>(
      "select status, seq::text as seq from reservations where id = $1",
      [id],
    );
    expect(rows[0]).toEqual({ status: "CONFIRMED", seq: String(seqBefore + 1) });

    // A decided inquiry cannot be decided again.
    await expectProblem(confirm(anna, id), 409, "/problems/invalid-transition");
    await expectProblem(reject(anna, id, { reason: "OVERBOOKING" }), 409, "/problems/invalid-transition");
  });

  it("refuses with 409 while a block, a booking or a confirmed inquiry overlaps, and changes nothing", async () => {
    const held = await reservation("inquiry", "REQUESTED", "unit-lavender", "2041-02-01", "2041-02-06");
    await block("unit-lavender", "2041-02-05", "2041-02-07");
    const byBooking = await reservation("inquiry", "REQUESTED", "unit-lavender", "2041-03-01", "2041-03-06");
    await reservation("booking", "IN_REVIEW_COLLECTION", "unit-lavender", "2041-02-28", "2041-03-02");
    const byInquiry = await reservation("inquiry", "REQUESTED", "unit-lavender", "2041-04-01", "2041-04-06");
    const first = await reservation("inquiry", "REQUESTED", "unit-lavender", "2041-04-05", "2041-04-08");
    expect((await confirm(anna, first)).status).toBe(200);

    const seqBefore = await changeSeq();
    for (const id of [held, byBooking, byInquiry]) {
      const refused = await expectProblem(confirm(anna, id), 409, "/problems/conflict");
      expect(refused.detail).toMatch(/no longer available/);
      expect(await statusOf(id)).toBe("REQUESTED");
    }
    expect(await changeSeq()).toBe(seqBefore);

    // Stays that only touch the inquiry's dates leave it free.
    const touching = await reservation("inquiry", "REQUESTED", "unit-lavender", "2041-04-08", "2041-04-10");
    expect((await confirm(anna, touching)).status).toBe(200);
  });

  it("answers 404 to another host and changes nothing", async () => {
    const id = await reservation("inquiry", "REQUESTED", "unit-lavender", "2041-05-01", "2041-05-03");
    const seqBefore = await changeSeq();
    await expectProblem(confirm(alpine, id), 404, "/problems/not-found");
    await expectProblem(reject(alpine, id, { reason: "OVERBOOKING" }), 404, "/problems/not-found");
    expect(await statusOf(id)).toBe("REQUESTED");
    expect(await changeSeq()).toBe(seqBefore);
  });
});

describe("POST /api/app/booking-inquiries/{id}/reject", () => {
  it("rejects once per Idempotency-Key, keeping the reason and the message to the guest", async () => {
    const id = await reservation("inquiry", "ACTION_NEEDED", "unit-olive", "2041-06-01", "2041-06-03");
    const payload = {
      reason: "OTHER",
      explanation: "Closed for repairs",
      message: "Sorry, we are closed then.",
    };
    const answer = await sendTwice((headers) => reject(anna, id, payload, headers));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "REJECTED", inquiry: { id, status: "REJECTED" } });
    const { rows } = await server.db.query<{ status: string; decision: unknown }>(
      "select status, decision from reservations where id = $1",
      [id],
    );
    expect(rows[0]).toEqual({ status: "REJECTED", decision: payload });
  });

  it("answers 400 for a payload the domain refuses, and changes nothing", async () => {
    const id = await reservation("inquiry", "REQUESTED", "unit-olive", "2041-07-01", "2041-07-03");
    const seqBefore = await changeSeq();
    await expectInvalidParams(reject(anna, id, { reason: "OTHER" }), ["explanation"]);
    await expectInvalidParams(reject(anna, id, { reason: "RATES_MISMATCH", explanation: "why" }), [
      "explanation",
    ]);
    await expectInvalidParams(reject(anna, id, { reason: "PROPERTY_IN_BAD_CONDITION" }), ["reason"]);
    await expectInvalidParams(reject(anna, id, { reason: "OVERBOOKING", subReason: "DAMAGED" }), [
      "subReason",
    ]);
    await expectInvalidParams(reject(anna, id, { reason: "OVERBOOKING", message: "" }), ["message"]);
    const malformed = await api(anna, `/api/app/booking-inquiries/${id}/reject`, {
      method: "POST",
      body: "[",
    });
    expect(malformed.status).toBe(400);
    expect(await statusOf(id)).toBe("REQUESTED");
    expect(await changeSeq()).toBe(seqBefore);
  });
});
