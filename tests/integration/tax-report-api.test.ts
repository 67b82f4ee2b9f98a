// The DAC7 report against the real server (operations spec §3, §7): the years on offer, and a
// year's stays as a CSV download whose name comes from Content-Disposition.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dac7CsvColumns } from "../../domain/tax-report/dac7-csv.ts";
import { reportFileName } from "../../domain/tax-report/dac7-report.ts";
import { expectInvalidParams, expectProblem, jsonOf, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

/** The stays the report must hold: ended, not cancelled, of that host and year. */
async function reportableStays(hostId: string, year: number) {
  const { rows } = await server.db.query<{ booking_code: string }>(
    `select booking_code from reservations where host_id = $1 and kind = 'booking' and not deleted
       and status <> 'CANCELLED' and check_out <= current_date and extract(year from check_out) = $2
     order by check_out, booking_code`,
    [hostId, year],
  );
  return rows.map((r) => r.booking_code);
}

describe("GET /api/app/report/dac7/availability", () => {
  it("answers the years with ended stays, newest first", async () => {
    const { years } = await jsonOf<{ years: number[] }>(api(anna, "/api/app/report/dac7/availability"));
    const { rows } = await server.db.query<{ y: number }>(
      `select distinct extract(year from check_out)::int as y from reservations
       where host_id = 'host-anna' and kind = 'booking' and status <> 'CANCELLED' and check_out <= current_date`,
    );
    expect(years).toEqual(rows.map((r) => r.y).sort((a, b) => b - a));
    expect(years.length).toBeGreaterThan(0);
    await expectProblem(api(undefined, "/api/app/report/dac7/availability"), 401, "/problems/unauthorized");
  });
});

describe("GET /api/app/report/dac7/{year}", () => {
  it("downloads the year's stays as CSV under the offered file name", async () => {
    const { years } = await jsonOf<{ years: number[] }>(api(anna, "/api/app/report/dac7/availability"));
    const year = years[0]!;
    const response = await api(anna, `/api/app/report/dac7/${year}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(reportFileName(response.headers.get("content-disposition"), year)).toBe(`hearth-dac7-${year}.csv`);
    const text = await response.text();
    const lines = text.split("\r\n").filter((l) => l !== "");
    expect(lines[0]).toBe(dac7CsvColumns.join(","));
    const codes = await reportableStays("host-anna", year);
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(codes);
  });

  it("holds only the caller's stays", async () => {
    const { years } = await jsonOf<{ years: number[] }>(api(alpine, "/api/app/report/dac7/availability"));
    const year = years[0]!;
    const text = await (await api(alpine, `/api/app/report/dac7/${year}`)).text();
    for (const code of await reportableStays("host-anna", year)) expect(text).not.toContain(code);
  });

  it("refuses a year that is not a year, and has no report for a year without stays", async () => {
    await expectInvalidParams(api(anna, "/api/app/report/dac7/nineteen"), ["year"]);
    await expectInvalidParams(api(anna, "/api/app/report/dac7/1999"), ["year"]);
    await expectProblem(api(anna, "/api/app/report/dac7/2001"), 404, "/problems/not-found");
  });
});
