// Group commit (server/http/idempotency.ts, docs/decisions.md): commands of one host that arrive
// together share one transaction, each in its own savepoint, on a real PGlite. A command that
// fails with a 5xx is rolled back alone and its key is free again; a refused one (4xx) keeps its
// stored answer and none of its writes; the others commit with their own answers; the host's
// change number moves once per command that committed, with no gap left by the failed ones.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { openDatabase, type Database, type Queryable } from "../../server/db/database.ts";
import { migrate } from "../../server/db/migrate.ts";
import { nextChangeSeq } from "../../server/data/change-sequence.ts";
import { runOnce } from "../../server/http/idempotency.ts";
import { conflict } from "../../server/http/problem.ts";

let db: Database | undefined;
let dir: string | undefined;
afterEach(async () => {
  await db?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A command that takes the host's next number and notes it in a table of its own. */
const writeNote = (note: string, fail?: "5xx" | "4xx") => async (tx: Queryable) => {
  const seq = await nextChangeSeq(tx, "host-g");
  await tx.query("insert into group_notes (note, seq) values ($1, $2)", [note, seq]);
  if (fail === "5xx") throw new Error(`${note} broke`);
  if (fail === "4xx") throw conflict("/problems/conflict", `${note} refused`);
  return { note, seq };
};

it("runs commands that arrive together in one transaction; a failure touches only its own command", async () => {
  dir = mkdtempSync(join(tmpdir(), "hearth-group-"));
  const database = (db = await openDatabase({ dataDir: dir, databaseUrl: undefined }));
  await migrate(database);
  await database.query(
    "insert into hosts (id, type, email, locale, app_features, change_seq) values ('host-g', 'individual', 'g@example.test', 'en_US', '{}', 10)",
  );
  await database.query("create table group_notes (note text primary key, seq bigint not null)");
  let transactions = 0;
  const transaction = database.transaction.bind(database);
  database.transaction = (fn) => {
    transactions += 1;
    return transaction(fn);
  };

  const send = (key: string, fail?: "5xx" | "4xx") =>
    runOnce(database, { hostId: "host-g", key, fingerprint: `body-${key}` }, writeNote(key, fail)).then(
      (answer) => ({ ok: answer }),
      (error: unknown) => ({ error: String(error) }),
    );
  const results = await Promise.all([
    send("a"),
    send("b", "5xx"),
    send("c"),
    send("d", "4xx"),
    send("e"),
    send("f"),
  ]);

  // Six commands at once: the first turn may start alone, the rest join the next one.
  expect(transactions).toBeLessThanOrEqual(2);
  expect(results[1]).toEqual({ error: "Error: b broke" });
  expect(results[3]).toMatchObject({ ok: { status: 409, replayed: false } });
  const notes = (
    await database.query<{ note: string; seq: string }>(
      "select note, seq::text as seq from group_notes order by seq",
    )
  ).rows;
  expect(notes.map((n) => n.note)).toEqual(["a", "c", "e", "f"]);
  expect(notes.map((n) => Number(n.seq))).toEqual([11, 12, 13, 14]);
  for (const [i, note] of ["a", "c", "e", "f"].entries()) {
    expect(results[["a", "b", "c", "d", "e", "f"].indexOf(note)]).toEqual({
      ok: { status: 200, body: JSON.stringify({ note, seq: 11 + i }), replayed: false },
    });
  }
  const host = await database.query<{ s: string }>(
    "select change_seq::text as s from hosts where id = 'host-g'",
  );
  expect(host.rows[0]?.s).toBe("14");
  const keys = await database.query<{ key: string; response_status: number }>(
    "select key, response_status from idempotency_keys where host_id = 'host-g' order by key",
  );
  expect(keys.rows.map((k) => [k.key, k.response_status])).toEqual([
    ["a", 200],
    ["c", 200],
    ["d", 409],
    ["e", 200],
    ["f", 200],
  ]);

  // The failed command's key is free: its resend runs; the refused one's resend is its stored answer.
  expect(await send("b")).toMatchObject({ ok: { status: 200, replayed: false } });
  const refused = (results[3] as { ok: { body: string } }).ok.body;
  expect(await send("d")).toEqual({ ok: { status: 409, body: refused, replayed: true } });
});
