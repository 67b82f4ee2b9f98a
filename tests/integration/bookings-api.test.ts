// Bookings against the real server (operations spec §3, §4, §7): the list and its filters, the
// detail, and cancel with Idempotency-Key, tenancy and the domain's cancel rule.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { Booking } from "../../domain/reservations/booking.ts";
import { expectInvalidParams, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

interface Page {
  data: Booking[];
  pagination: { current: number; next: number | null };
}

const annaUnits = ["unit-limone", "unit-olive", "unit-lavender", "unit-rosemary", "unit-fig"];
const decodeBooking = Schema.decodeUnknownSync(Booking);
const list = (query: string, token = anna) => jsonOf<Page>(api(token, `/api/app/bookings?${query}`));
const changeSeq = async (hostId: string) =>
  Number(
    (await server.db.query<{ s: string }>("select change_seq::text as s from hosts where id = $1", [hostId]))
      .rows[0]?.s,
  );
const cancel = (token: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
  api(token, `/api/app/bookings/${id}/cancel`, { method: "POST", body: JSON.stringify(body), headers });

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

describe("GET /api/app/bookings", () => {
  it("lists only the host's bookings, in the domain's shape", async () => {
    const page = await list("limit=100");
    expect(page.data.length).toBeGreaterThan(10);
    for (const booking of page.data) {
      expect(decodeBooking(booking)).toEqual(booking);
      expect(annaUnits).toContain(booking.propertyUnitSummary.publicId);
    }
    const theirs = await list("limit=100", alpine);
    expect(theirs.data.some((b) => annaUnits.includes(b.propertyUnitSummary.publicId))).toBe(false);
  });

  it("filters by the lowercase status, review collection counting as completed", async () => {
    const confirmed = await list("status=confirmed&limit=100");
    expect(confirmed.data.length).toBeGreaterThan(0);
    expect(confirmed.data.every((b) => b.status === "CONFIRMED")).toBe(true);
    const completed = await list("status=completed&limit=100");
    expect(completed.data.length).toBeGreaterThan(0);
    expect(
      completed.data.every((b) =>
        ["COMPLETED", "IN_REVIEW_COLLECTION", "REVIEW_COLLECTED", "NO_REVIEW_COLLECTED"].includes(b.status),
      ),
    ).toBe(true);
    const cancelled = await list("status=cancelled&limit=100");
    expect(cancelled.data.every((b) => b.status === "CANCELLED")).toBe(true);
  });

  it("filters by unit, dates and search, sorts, and pages", async () => {
    const olive = await list("unitId=unit-olive&limit=100");
    expect(olive.data.length).toBeGreaterThan(0);
    expect(olive.data.every((b) => b.propertyUnitSummary.publicId === "unit-olive")).toBe(true);

    // A month from the server's today: the demo's stays lie around the day of seeding, so the window
    // holds some of them and leaves others out whatever day the test runs.
    const { rows } = await server.db.query<{ from: string; to: string }>(
      "select current_date::text as from, (current_date + 30)::text as to",
    );
    const { from, to } = rows[0]!;
    const all = await list("limit=100");
    const inside = all.data.filter((b) => b.checkIn <= to && b.checkOut >= from);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(all.data.length);
    expect(all.pagination.next).toBeNull();
    const window = await list(`checkIn.to=${to}&checkOut.from=${from}&limit=100`);
    expect(window.data.map((b) => b.id).sort()).toEqual(inside.map((b) => b.id).sort());

    const target = olive.data[0]!;
    const found = await list(
      `search=${encodeURIComponent(`  ${target.guestName.split(" ")[0]}   `)}&limit=100`,
    );
    expect(found.data.map((b) => b.id)).toContain(target.id);
    const first = target.guestName.split(" ")[0]!.toLowerCase();
    expect(
      found.data.every((b) => `${b.guestName} ${b.propertyUnitSummary.title}`.toLowerCase().includes(first)),
    ).toBe(true);
    expect((await list("search=%25")).data).toEqual([]);

    const descending = await list("sorting=-checkIn&limit=100");
    const days = descending.data.map((b) => b.checkIn);
    expect(days).toEqual([...days].sort().reverse());

    const one = await list("limit=3");
    expect(one.pagination).toEqual({ current: 1, next: 2 });
    const two = await list("limit=3&page=2");
    expect(two.pagination.current).toBe(2);
    expect(two.data.map((b) => b.id).some((id) => one.data.map((b) => b.id).includes(id))).toBe(false);
    const last = await list("limit=100&page=50");
    expect(last).toEqual({ data: [], pagination: { current: 50, next: null } });
  });

  it("answers 400 naming each bad parameter", async () => {
    await expectInvalidParams(
      api(anna, "/api/app/bookings?status=CONFIRMED&limit=0&checkIn.to=2026-02-30&page=1e300&sorting=price"),
      ["status", "limit", "checkIn.to", "page", "sorting"],
    );
    await expectInvalidParams(api(anna, "/api/app/bookings?hostId=host-alpine"), ["hostId"]);
  });

  it("answers 401 without a token", async () => {
    await expectProblem(api(undefined, "/api/app/bookings"), 401, "/problems/unauthorized");
  });
});

describe("text the database cannot hold", () => {
  it("answers 400, never 500, for a NUL character in a path, a query or a body", async () => {
    const [target] = (await list("status=confirmed&limit=1")).data;
    const requests: Array<[string, RequestInit]> = [
      ["/api/app/bookings/%00x", {}],
      ["/api/app/bookings?search=a%00", {}],
      ["/api/app/booking-requests/x%00", {}],
      ["/api/app/property-list?criteria%5Bsearch%5D=%00", {}],
      [
        `/api/app/bookings/${target!.id}/cancel`,
        { method: "POST", body: JSON.stringify({ reason: "OTHER", explanation: "a\u0000b" }) },
      ],
      ["/api/app/property-unit/unit-fig", { method: "PATCH", body: JSON.stringify({ title: "\u0000" }) }],
    ];
    for (const [path, init] of requests)
      await expectProblem(api(anna, path, init), 400, "/problems/bad-request");
    expect((await jsonOf<Booking>(api(anna, `/api/app/bookings/${target!.id}`))).status).toBe("CONFIRMED");
  });
});

describe("GET /api/app/bookings/{id}", () => {
  it("answers the booking, and 404 for another host's or an unknown id", async () => {
    const [target] = (await list("limit=1")).data;
    const booking = await jsonOf<Booking>(api(anna, `/api/app/bookings/${target!.id}`));
    expect(booking).toEqual(target);
    await expectProblem(api(alpine, `/api/app/bookings/${target!.id}`), 404, "/problems/not-found");
    await expectProblem(api(anna, "/api/app/bookings/bk-nope"), 404, "/problems/not-found");
    // A booking request's id is not a booking's.
    const { rows } = await server.db.query<{ id: string }>(
      "select id from reservations where host_id = 'host-anna' and kind = 'booking_request' limit 1",
    );
    await expectProblem(api(anna, `/api/app/bookings/${rows[0]!.id}`), 404, "/problems/not-found");
  });
});

describe("POST /api/app/bookings/{id}/cancel", () => {
  it("cancels once per Idempotency-Key, answers the status and the booking, and bumps the change sequence", async () => {
    const [target] = (await list("status=confirmed&sorting=-checkIn&limit=1")).data;
    const seqBefore = await changeSeq("host-anna");
    const payload = { reason: "OUTDATED_BOOKING_CALENDAR", subReason: "BOOKED_ON_ANOTHER_CHANNEL" };
    const answer = await sendTwice((headers) => cancel(anna, target!.id, payload, headers));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: "CANCELLED",
      booking: { ...target, status: "CANCELLED", publicState: "CANCELLED", cancelledBy: "OWNER" },
    });
    expect(await changeSeq("host-anna")).toBe(seqBefore + 1);
    const { rows } = await server.db.query<{
      status: string;
      cancelled_by: string;
      seq: string;
      decision: unknown;
    }>("select status, cancelled_by, seq::text as seq, decision from reservations where id = $1", [
      target!.id,
    ]);
    expect(rows[0]).toEqual({
      status: "CANCELLED",
      cancelled_by: "OWNER",
      seq: String(seqBefore + 1),
      decision: payload,
    });
    const detail = await jsonOf<Booking>(api(anna, `/api/app/bookings/${target!.id}`));
    expect(detail.status).toBe("CANCELLED");
  });

  it("refuses with 409 invalid-transition what the domain says cannot be cancelled", async () => {
    const [completed] = (await list("status=completed&limit=1")).data;
    await expectProblem(
      cancel(anna, completed!.id, { reason: "OTHER" }),
      409,
      "/problems/invalid-transition",
    );
    const [cancelled] = (await list("status=cancelled&limit=1")).data;
    await expectProblem(
      cancel(anna, cancelled!.id, { reason: "OTHER" }),
      409,
      "/problems/invalid-transition",
    );
    // A confirmed stay whose check-out has passed is over: nothing left to cancel.
    const [confirmed] = (await list("status=confirmed&limit=1")).data;
    await server.db.query(
      "update reservations set check_in = '2020-01-01', check_out = '2020-01-05' where id = $1",
      [confirmed!.id],
    );
    const refused = await expectProblem(
      cancel(anna, confirmed!.id, { reason: "OTHER" }),
      409,
      "/problems/invalid-transition",
    );
    expect(refused.detail).toMatch(/checked out/);
    expect((await jsonOf<Booking>(api(anna, `/api/app/bookings/${confirmed!.id}`))).status).toBe("CONFIRMED");
  });

  it("answers 400 for a payload the domain refuses, and changes nothing", async () => {
    const [target] = (await list("status=confirmed&limit=1")).data;
    const seqBefore = await changeSeq("host-anna");
    await expectInvalidParams(cancel(anna, target!.id, {}), ["reason"]);
    await expectInvalidParams(cancel(anna, target!.id, { reason: "OTHER", subReason: "PRICE_TOO_LOW" }), [
      "subReason",
    ]);
    await expectInvalidParams(cancel(anna, target!.id, { reason: "OTHER", explanation: "  padded " }), [
      "explanation",
    ]);
    await expectInvalidParams(cancel(anna, target!.id, { reason: "OTHER", status: "CONFIRMED" }), ["status"]);
    const malformed = await api(anna, `/api/app/bookings/${target!.id}/cancel`, {
      method: "POST",
      body: "{nope",
    });
    expect(malformed.status).toBe(400);
    await expectInvalidParams(api(anna, `/api/app/bookings/${target!.id}/cancel`, { method: "POST" }), [
      "reason",
    ]);
    expect(await changeSeq("host-anna")).toBe(seqBefore);
    expect((await jsonOf<Booking>(api(anna, `/api/app/bookings/${target!.id}`))).status).toBe("CONFIRMED");
  });

  it("answers 404 to another host and changes nothing", async () => {
    const [target] = (await list("status=confirmed&limit=1")).data;
    const seqBefore = await changeSeq("host-anna");
    await expectProblem(cancel(alpine, target!.id, { reason: "OTHER" }), 404, "/problems/not-found");
    expect(await changeSeq("host-anna")).toBe(seqBefore);
    expect((await jsonOf<Booking>(api(anna, `/api/app/bookings/${target!.id}`))).status).toBe("CONFIRMED");
  });
});
