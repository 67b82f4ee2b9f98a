// Server-side rows the calendar's end-to-end tests write and read: a guest's booking request arriving
// (written as the server's own writes are, with the host's next change sequence, so the feed carries
// it) and the nights of a unit that anything holds (a precondition of a block that must pass).
import type { Database } from "../../server/db/database.ts";
import { nextChangeSeq } from "../../server/data/change-sequence.ts";

export async function writeGuestRequest(
  db: Database,
  request: { id: string; unitId: string; from: string; to: string; guest: string },
): Promise<void> {
  const { id, unitId, from, to, guest } = request;
  await db.transaction(async (tx) => {
    const seq = await nextChangeSeq(tx, "host-anna");
    await tx.query(
      `insert into reservations (id, host_id, kind, unit_id, status, check_in, check_out, guest_name,
         guest_email, guest_count, total_price, currency, created_at, booking_code, seq)
       values ($1, 'host-anna', 'booking_request', $2, 'REQUESTED', $3::date, $4::date, $5, $6, 2, 300,
         'EUR', now(), $7, $8)`,
      [id, unitId, from, to, guest, `${id}@example.test`, id.toUpperCase().replace(/-/g, ""), seq],
    );
  });
}

export async function nightsTaken(db: Database, unitId: string, from: string, to: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select ((select count(*) from reservations where unit_id = $1 and not deleted
              and status not in ('CANCELLED', 'REJECTED', 'EXPIRED') and check_in < $3::date and check_out > $2::date)
           + (select count(*) from unavailabilities where unit_id = $1 and not deleted
              and date_from < $3::date and date_to > $2::date))::text as n`,
    [unitId, from, to],
  );
  return Number(rows[0]!.n);
}
