// Every write to a host's data takes the host's next change number inside its transaction. The
// row lock on the host serialises writers, so numbers are handed out in commit order and a pull
// after checkpoint N can never miss a row committed later with a smaller number.
import type { Queryable } from "../db/database.ts";

export const changeChannel = "hearth_changes";

// A group of commands in one transaction (server/http/idempotency.ts) holds the host's row from its
// start, so it hands out the host's next numbers itself, in order, and writes the last one back
// and announces it once at its end: no statement per command for the number.
const groups = new WeakMap<Queryable, { hostId: string; seq: number }>();

/** Makes `tx` hand out the host's numbers after `current`; its row must be locked by `tx`. */
export function handOutChangeSeqs(tx: Queryable, hostId: string, current: number): void {
  groups.set(tx, { hostId, seq: current });
}

/** The last number a group handed out (to write back to the host's row before it commits). */
export function lastChangeSeqHandedOut(tx: Queryable): number | undefined {
  return groups.get(tx)?.seq;
}

export async function nextChangeSeq(tx: Queryable, hostId: string): Promise<number> {
  const group = groups.get(tx);
  if (group !== undefined && group.hostId === hostId) return ++group.seq;
  const { rows } = await tx.query<{ change_seq: string }>(
    "update hosts set change_seq = change_seq + 1 where id = $1 returning change_seq",
    [hostId],
  );
  const seq = Number(rows[0]?.change_seq);
  // Delivered to listeners when the transaction commits, and not at all if it rolls back.
  await tx.query("select pg_notify($1, $2)", [changeChannel, `${hostId}:${seq}`]);
  return seq;
}
