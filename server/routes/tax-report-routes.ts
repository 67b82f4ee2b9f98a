// The DAC7 report (operations spec §3, §7): the years with reportable stays, newest first, and one
// year's stays as a CSV download named in Content-Disposition.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { dac7Csv, dac7FileName, Dac7Year, type Dac7StayLine } from "../../domain/tax-report/dac7-csv.ts";
import { Dac7Availability, dac7YearsDescending } from "../../domain/tax-report/dac7-report.ts";
import { decodeInput } from "../http/decode.ts";
import { notFound } from "../http/problem.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import { documented } from "../http/openapi.ts";

export const Dac7Params = Schema.Struct({ year: Dac7Year });

// A stay is reportable once it has ended, in the year it ended, unless it was cancelled (a
// cancelled stay earned the host nothing here). The current year is offered as a report to date.
const reportable = `r.host_id = $1 and r.kind = 'booking' and not r.deleted and r.status <> 'CANCELLED'
  and r.check_out <= current_date`;

export function registerTaxReportRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  app.get(
    "/api/app/report/dac7/availability",
    documented({ summary: "Years with a DAC7 report, newest first", response: Dac7Availability }),
    async (request): Promise<Dac7Availability> => {
      const caller = await callerOf(context, request);
      const { rows } = await db.query<{ year: number }>(
        `select distinct extract(year from r.check_out)::int as year from reservations r where ${reportable}`,
        [caller.hostId],
      );
      return { years: dac7YearsDescending(rows.map((r) => r.year)) };
    },
  );

  app.get<{ Params: { year: string } }>(
    "/api/app/report/dac7/:year",
    documented({
      summary: "One year's DAC7 report as CSV (file name in Content-Disposition)",
      params: Dac7Params,
      produces: "text/csv",
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      const { year } = decodeInput(Dac7Params, request.params, "path");
      const { rows } = await db.query<{
        booking_code: string;
        unit_id: string;
        unit_title: string;
        country_code: string;
        check_in: string;
        check_out: string;
        nights: number;
        guest_count: number;
        currency: string;
        total_price: string;
      }>(
        `select r.booking_code, r.unit_id, u.title as unit_title, p.country_code,
         to_char(r.check_in, 'YYYY-MM-DD') as check_in, to_char(r.check_out, 'YYYY-MM-DD') as check_out,
         (r.check_out - r.check_in) as nights, r.guest_count, r.currency, r.total_price::text as total_price
       from reservations r join units u on u.id = r.unit_id join properties p on p.id = u.property_id
       where ${reportable} and extract(year from r.check_out) = $2
       order by r.check_out, r.booking_code`,
        [caller.hostId, year],
      );
      if (rows.length === 0) throw notFound(`A DAC7 report for ${year}`);
      const lines: Dac7StayLine[] = rows.map((r) => ({
        bookingCode: r.booking_code,
        unitId: r.unit_id,
        unitTitle: r.unit_title,
        countryCode: r.country_code,
        checkIn: r.check_in,
        checkOut: r.check_out,
        nights: r.nights,
        guestCount: r.guest_count,
        currency: r.currency,
        totalPrice: r.total_price,
      }));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${dac7FileName(year)}"`)
        .header("cache-control", "private, no-store")
        .send(dac7Csv(lines));
    },
  );
}
