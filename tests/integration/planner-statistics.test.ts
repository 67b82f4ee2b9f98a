// PGlite has no autovacuum: the server analyses its tables at start and again after writes, so
// the planner sees real table sizes (server/db/planner-statistics.ts). `reltuples` is -1 for a
// table never analysed and the row count once analysed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { migrate } from "../../server/db/migrate.ts";
import { keepStatisticsFresh } from "../../server/db/planner-statistics.ts";

let db: Database | undefined;
let dir: string | undefined;
afterEach(async () => {
  await db?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const estimatedHosts = async (database: Database) =>
  Number(
    (
      await database.query<{ n: string }>(
        "select reltuples::bigint::text as n from pg_class where relname = 'hosts' and relkind = 'r'",
      )
    ).rows[0]?.n,
  );

const addHost = (database: Database, id: string) =>
  database.query(
    "insert into hosts (id, type, email, locale, app_features, change_seq) values ($1, 'individual', $2, 'en_US', '{}', 1)",
    [id, `${id}@hearth.test`],
  );

it("analyses at once, then again after the hosts' data changed", async () => {
  dir = mkdtempSync(join(tmpdir(), "hearth-stats-"));
  db = await openDatabase({ dataDir: dir, databaseUrl: undefined });
  await migrate(db);
  await addHost(db, "host-a");
  expect(await estimatedHosts(db)).toBe(-1);

  const statistics = await keepStatisticsFresh(db, 50);
  try {
    expect(await estimatedHosts(db)).toBe(1);
    await addHost(db, "host-b");
    await addHost(db, "host-c");
    const database = db;
    await vi.waitFor(async () => expect(await estimatedHosts(database)).toBe(3), { timeout: 10_000 });
  } finally {
    statistics.stop();
  }
});
