// Every write to a host's data takes the host's next change number inside its transaction. The
// row lock on the host serialises writers, so numbers are handed out in commit order and a pull
// after checkpoint N can never miss a row committed later with a smaller number.
import type { Queryable } from "../db/database.ts";

export const changeChannel = "hearth_changes";

export async function nextChangeSeq(tx: Queryable, hostId: string): Promise<number> {
  const { rows } = await tx.query<{ change_seq: string }>(
    "update hosts set change_seq = change_seq + 1 where id = $1 returning change_seq",
    [hostId],
  );
  const seq = Number(rows[0]?.change_seq);
  // Delivered to listeners when the transaction commits, and not at all if it rolls back.
  await tx.query("select pg_notify($1, $2)", [changeChannel, `${hostId}:${seq}`]);
  return seq;
}
