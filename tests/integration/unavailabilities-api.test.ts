// A unit's unavailabilities against the real server (operations spec §3, §7): the list, block and
// unblock of manual blocks (merged and split rows, tombstones for the sync feed), the refusal to
// block a guest's stay, and the calendar action. A property test drives random block/unblock
// sequences through the API and compares the stored rows with a day-by-day model.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays } from "../../domain/calendar/calendar-day.ts";
import { expectInvalidParams, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

interface Row {
  id: string;
  dateFrom: string;
  dateTo: string;
  deleted: boolean;
  seq: number;
  source: string;
}

const changeSeq = async (hostId = "host-anna") =>
  Number(
    (await server.db.query<{ s: string }>("select change_seq::text as s from hosts where id = $1", [hostId]))
      .rows[0]?.s,
  );

/** Every row of the unit within [from, to), tombstones included, in date order. */
async function rowsOf(unitId: string, from: string, to: string, source = "manual"): Promise<Row[]> {
  const { rows } = await server.db.query<Row>(
    `select id, to_char(date_from, 'YYYY-MM-DD') as "dateFrom", to_char(date_to, 'YYYY-MM-DD') as "dateTo",
       deleted, seq::int as seq, source
     from unavailabilities where unit_id = $1 and source = $4 and date_from < $3::date and date_to > $2::date
     order by date_from, deleted, id`,
    [unitId, from, to, source],
  );
  return rows;
}
const live = async (unitId: string, from: string, to: string) =>
  (await rowsOf(unitId, from, to)).filter((r) => !r.deleted).map((r) => [r.dateFrom, r.dateTo]);

const change = (
  action: "block" | "unblock",
  unitId: string,
  body: unknown,
  token = anna,
  headers: Record<string, string> = {},
) =>
  api(token, `/api/app/properties/${unitId}/unavailabilities/${action}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers,
  });

let counter = 0;
async function stay(
  kind: "booking" | "inquiry" | "booking_request",
  status: string,
  unitId: string,
  from: string,
  to: string,
) {
  const id = `test-${kind}-${++counter}`;
  await server.db.query(
    `insert into reservations (id, host_id, kind, unit_id, status, check_in, check_out, guest_name, guest_email,
       guest_count, total_price, created_at, booking_code)
     values ($1, 'host-anna', $2, $3, $4, $5, $6, 'Test Guest', 'test@guest.example', 2, 300, now(), 'HBTEST')`,
    [id, kind, unitId, status, from, to],
  );
  return id;
}

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

describe("GET /api/app/properties/{unitId}/unavailabilities", () => {
  it("lists the live blocks of every source overlapping the range", async () => {
    await server.db.query(
      `insert into unavailabilities (id, host_id, unit_id, date_from, date_to, source) values
         ('test-ext', 'host-anna', 'unit-fig', '2044-01-03', '2044-01-06', 'external'),
         ('test-gone', 'host-anna', 'unit-fig', '2044-01-07', '2044-01-08', 'manual')`,
    );
    await server.db.query("update unavailabilities set deleted = true where id = 'test-gone'");
    await change("block", "unit-fig", { dateFrom: "2044-01-09", dateTo: "2044-01-12" });
    const list = await jsonOf<Array<Record<string, string>>>(
      api(anna, "/api/app/properties/unit-fig/unavailabilities?dateFrom=2044-01-05&dateTo=2044-01-10"),
    );
    expect(list.map(({ id: _id, ...rest }) => rest)).toEqual([
      { unitId: "unit-fig", dateFrom: "2044-01-03", dateTo: "2044-01-06", source: "external" },
      { unitId: "unit-fig", dateFrom: "2044-01-09", dateTo: "2044-01-12", source: "manual" },
    ]);
    expect(
      await jsonOf(
        api(anna, "/api/app/properties/unit-fig/unavailabilities?dateFrom=2044-01-06&dateTo=2044-01-09"),
      ),
    ).toEqual([]);
  });

  it("answers 400 for a missing or empty range and 404 for another host's unit", async () => {
    await expectInvalidParams(api(anna, "/api/app/properties/unit-fig/unavailabilities"), [
      "dateFrom",
      "dateTo",
    ]);
    await expectInvalidParams(
      api(anna, "/api/app/properties/unit-fig/unavailabilities?dateFrom=2044-01-05&dateTo=2044-01-05"),
      ["dateTo"],
    );
    await expectInvalidParams(
      api(anna, "/api/app/properties/unit-fig/unavailabilities?dateFrom=2044-02-30&dateTo=2044-03-05"),
      ["dateFrom"],
    );
    await expectProblem(
      api(alpine, "/api/app/properties/unit-fig/unavailabilities?dateFrom=2044-01-01&dateTo=2044-02-01"),
      404,
      "/problems/not-found",
    );
  });
});

describe("block and unblock", () => {
  it("merges touching and overlapping blocks into one row, tombstoning the rows it replaces", async () => {
    await change("block", "unit-olive", { dateFrom: "2045-01-01", dateTo: "2045-01-05" });
    await change("block", "unit-olive", { dateFrom: "2045-01-10", dateTo: "2045-01-12" });
    const [a, b] = await rowsOf("unit-olive", "2045-01-01", "2045-02-01");
    const seqBefore = await changeSeq();
    const touching = await jsonOf<{ added: Row[]; removedIds: string[] }>(
      change("block", "unit-olive", { dateFrom: "2045-01-05", dateTo: "2045-01-08" }),
    );
    expect(touching.removedIds).toEqual([a!.id]);
    expect(touching.added.map((r) => [r.dateFrom, r.dateTo])).toEqual([["2045-01-01", "2045-01-08"]]);
    expect(await live("unit-olive", "2045-01-01", "2045-02-01")).toEqual([
      ["2045-01-01", "2045-01-08"],
      ["2045-01-10", "2045-01-12"],
    ]);
    // Both rows written by the command carry its change number; the untouched row keeps its own.
    const after = await rowsOf("unit-olive", "2045-01-01", "2045-02-01");
    expect(await changeSeq()).toBe(seqBefore + 1);
    expect(after.find((r) => r.id === a!.id)).toMatchObject({ deleted: true, seq: seqBefore + 1 });
    expect(after.find((r) => r.id === touching.added[0]!.id)).toMatchObject({
      deleted: false,
      seq: seqBefore + 1,
    });
    expect(after.find((r) => r.id === b!.id)).toEqual(b);

    // One block across both leaves a single row.
    await change("block", "unit-olive", { dateFrom: "2045-01-07", dateTo: "2045-01-11" });
    expect(await live("unit-olive", "2045-01-01", "2045-02-01")).toEqual([["2045-01-01", "2045-01-12"]]);
    // Blocking what is already blocked changes no row.
    const none = await jsonOf(
      change("block", "unit-olive", { dateFrom: "2045-01-02", dateTo: "2045-01-04" }),
    );
    expect(none).toEqual({ added: [], removedIds: [] });
  });

  it("splits a block around an unblocked range and cuts blocks across its edges", async () => {
    await change("block", "unit-olive", { dateFrom: "2045-03-01", dateTo: "2045-03-12" });
    const [whole] = await rowsOf("unit-olive", "2045-03-01", "2045-04-01");
    const seqBefore = await changeSeq();
    const split = await jsonOf<{ added: Row[]; removedIds: string[] }>(
      change("unblock", "unit-olive", { dateFrom: "2045-03-04", dateTo: "2045-03-06" }),
    );
    expect(split.removedIds).toEqual([whole!.id]);
    expect(await live("unit-olive", "2045-03-01", "2045-04-01")).toEqual([
      ["2045-03-01", "2045-03-04"],
      ["2045-03-06", "2045-03-12"],
    ]);
    const rows = await rowsOf("unit-olive", "2045-03-01", "2045-04-01");
    expect(rows.every((r) => r.seq === seqBefore + 1)).toBe(true);
    expect(rows.filter((r) => r.deleted).map((r) => r.id)).toEqual([whole!.id]);

    await change("unblock", "unit-olive", { dateFrom: "2045-03-02", dateTo: "2045-03-08" });
    expect(await live("unit-olive", "2045-03-01", "2045-04-01")).toEqual([
      ["2045-03-01", "2045-03-02"],
      ["2045-03-08", "2045-03-12"],
    ]);
    // Unblocking free nights changes no row.
    expect(
      await jsonOf(change("unblock", "unit-olive", { dateFrom: "2045-03-20", dateTo: "2045-03-25" })),
    ).toEqual({
      added: [],
      removedIds: [],
    });
  });

  it("leaves external blocks alone when unblocking", async () => {
    await server.db.query(
      `insert into unavailabilities (id, host_id, unit_id, date_from, date_to, source)
       values ('test-ext-2', 'host-anna', 'unit-olive', '2045-05-03', '2045-05-06', 'external')`,
    );
    await change("block", "unit-olive", { dateFrom: "2045-05-01", dateTo: "2045-05-10" });
    await change("unblock", "unit-olive", { dateFrom: "2045-05-01", dateTo: "2045-05-10" });
    expect(await live("unit-olive", "2045-05-01", "2045-06-01")).toEqual([]);
    expect(
      (await rowsOf("unit-olive", "2045-05-01", "2045-06-01", "external")).map((r) => r.deleted),
    ).toEqual([false]);
  });

  it("refuses with 409 to block a guest's stay, and blocks once the booking is cancelled", async () => {
    const booking = await stay("booking", "CONFIRMED", "unit-olive", "2045-07-05", "2045-07-08");
    await stay("inquiry", "CONFIRMED", "unit-olive", "2045-07-20", "2045-07-22");
    const seqBefore = await changeSeq();
    const refused = await expectProblem(
      change("block", "unit-olive", { dateFrom: "2045-07-01", dateTo: "2045-07-06" }),
      409,
      "/problems/conflict",
    );
    expect(refused.detail).toContain(booking);
    await expectProblem(
      change("block", "unit-olive", { dateFrom: "2045-07-21", dateTo: "2045-07-25" }),
      409,
      "/problems/conflict",
    );
    expect(await live("unit-olive", "2045-07-01", "2045-08-01")).toEqual([]);
    expect(await changeSeq()).toBe(seqBefore);

    // Open requests hold nothing yet, and a stay that only touches the range is no clash.
    await stay("booking_request", "REQUESTED", "unit-olive", "2045-07-10", "2045-07-12");
    expect(
      (await change("block", "unit-olive", { dateFrom: "2045-07-08", dateTo: "2045-07-12" })).status,
    ).toBe(200);

    const cancel = await api(anna, `/api/app/bookings/${booking}/cancel`, {
      method: "POST",
      body: JSON.stringify({ reason: "SELF_MANAGED_BOOKING" }),
    });
    expect(cancel.status).toBe(200);
    expect(
      (await change("block", "unit-olive", { dateFrom: "2045-07-01", dateTo: "2045-07-06" })).status,
    ).toBe(200);
    expect(await live("unit-olive", "2045-07-01", "2045-08-01")).toEqual([
      ["2045-07-01", "2045-07-06"],
      ["2045-07-08", "2045-07-12"],
    ]);
  });

  it("applies a block once per Idempotency-Key and replays the answer byte for byte", async () => {
    const seqBefore = await changeSeq();
    const answer = await sendTwice((headers) =>
      change("block", "unit-lavender", { dateFrom: "2045-09-01", dateTo: "2045-09-04" }, anna, headers),
    );
    expect(answer.status).toBe(200);
    expect(await changeSeq()).toBe(seqBefore + 1);
    expect(await rowsOf("unit-lavender", "2045-09-01", "2045-10-01")).toHaveLength(1);
    const undo = await sendTwice((headers) =>
      change("unblock", "unit-lavender", { dateFrom: "2045-09-01", dateTo: "2045-09-04" }, anna, headers),
    );
    expect(undo.status).toBe(200);
    expect(await live("unit-lavender", "2045-09-01", "2045-10-01")).toEqual([]);
    expect(await changeSeq()).toBe(seqBefore + 2);
  });

  it("answers 404 to another host and changes nothing", async () => {
    await change("block", "unit-limone", { dateFrom: "2045-11-01", dateTo: "2045-11-05" });
    const before = await rowsOf("unit-limone", "2045-11-01", "2045-12-01");
    const seqBefore = await changeSeq();
    for (const action of ["block", "unblock"] as const) {
      await expectProblem(
        change(action, "unit-limone", { dateFrom: "2045-11-01", dateTo: "2045-11-10" }, alpine),
        404,
        "/problems/not-found",
      );
    }
    expect(await rowsOf("unit-limone", "2045-11-01", "2045-12-01")).toEqual(before);
    expect(await changeSeq()).toBe(seqBefore);
  });

  it("answers 400 for a bad range or an unknown field, and changes nothing", async () => {
    const seqBefore = await changeSeq();
    await expectInvalidParams(
      change("block", "unit-limone", { dateFrom: "2045-12-05", dateTo: "2045-12-05" }),
      ["dateTo"],
    );
    await expectInvalidParams(
      change("block", "unit-limone", { dateFrom: "2045-02-29", dateTo: "2045-03-05" }),
      ["dateFrom"],
    );
    await expectInvalidParams(
      change("unblock", "unit-limone", { dateFrom: "2045-12-01", dateTo: "2045-12-05", source: "external" }),
      ["source"],
    );
    await expectInvalidParams(change("block", "unit-limone", {}), ["dateFrom", "dateTo"]);
    const malformed = await api(anna, "/api/app/properties/unit-limone/unavailabilities/block", {
      method: "POST",
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expect(await changeSeq()).toBe(seqBefore);
  });

  it("keeps the manual blocks equal to a day-by-day model under random block/unblock sequences", async () => {
    // Each run owns a 30-night window of a unit with no stays, so runs (and shrinks) never meet.
    const width = 30;
    let run = 0;
    const op = fc
      .record({
        action: fc.constantFrom("block" as const, "unblock" as const),
        from: fc.integer({ min: 0, max: width - 1 }),
        nights: fc.integer({ min: 1, max: 12 }),
      })
      .map(({ action, from, nights }) => ({ action, from, to: Math.min(width, from + nights) }));
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        const start = addDays("2050-01-01", (run++ * (width + 5)) % 20_000);
        const end = addDays(start, width);
        const blocked = new Set<number>();
        for (const { action, from, to } of ops) {
          const response = await change(action, "unit-rosemary", {
            dateFrom: addDays(start, from),
            dateTo: addDays(start, to),
          });
          expect(response.status).toBe(200);
          for (let day = from; day < to; day++) {
            if (action === "block") blocked.add(day);
            else blocked.delete(day);
          }
        }
        // The model's maximal runs of blocked nights are exactly the live rows: merged, never touching.
        const expected: Array<[string, string]> = [];
        for (let day = 0; day < width; day++) {
          if (!blocked.has(day)) continue;
          const runStart = day;
          while (blocked.has(day + 1)) day++;
          expected.push([addDays(start, runStart), addDays(start, day + 1)]);
        }
        expect(await live("unit-rosemary", start, end)).toEqual(expected);
        const listed = await jsonOf<Array<{ dateFrom: string; dateTo: string }>>(
          api(anna, `/api/app/properties/unit-rosemary/unavailabilities?dateFrom=${start}&dateTo=${end}`),
        );
        expect(listed.map((r) => [r.dateFrom, r.dateTo])).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe("POST /api/app/property-unit/{id}/calendar-action", () => {
  const act = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    api(token, "/api/app/property-unit/unit-lavender/calendar-action", {
      method: "POST",
      body: JSON.stringify(body),
      headers,
    });
  const statusOf = async () =>
    (
      await server.db.query<{ calendar_status: string; seq: string }>(
        "select calendar_status, seq::text as seq from units where id = 'unit-lavender'",
      )
    ).rows[0];

  it("sets the unit's calendar status once per Idempotency-Key", async () => {
    const seqBefore = await changeSeq();
    const answer = await sendTwice((headers) => act(anna, { status: "PAUSED" }, headers));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      propertyUnitPublicId: "unit-lavender",
      calendarAvailability: { status: "PAUSED" },
    });
    expect(await statusOf()).toEqual({ calendar_status: "PAUSED", seq: String(seqBefore + 1) });
    expect(await changeSeq()).toBe(seqBefore + 1);
  });

  it("answers 400 for a status the domain does not know and 404 to another host", async () => {
    const before = await statusOf();
    await expectInvalidParams(act(anna, { status: "OPEN" }), ["status"]);
    await expectInvalidParams(act(anna, { status: "BLOCKED", unitId: "unit-olive" }), ["unitId"]);
    await expectProblem(act(alpine, { status: "BLOCKED" }), 404, "/problems/not-found");
    expect(await statusOf()).toEqual(before);
  });
});
