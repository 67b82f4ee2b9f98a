// A fingerprint of everything one host owns: every row of every table with a host_id column, plus
// the host's own row (its change sequence). Equal fingerprints before and after a call mean the
// call changed nothing of that host's data, whatever table a bug might have written to.
import type { Database } from "../../server/db/database.ts";

export async function hostFingerprint(db: Database, hostId: string): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where column_name = 'host_id' and table_schema = current_schema() order by table_name`,
  );
  const fingerprint: Record<string, string> = {};
  const digest = async (name: string, where: string) => {
    const { rows } = await db.query<{ n: string; md5: string | null }>(
      `select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as md5
       from ${name} t where ${where}`,
      [hostId],
    );
    fingerprint[name] = `${rows[0]?.n ?? 0}:${rows[0]?.md5 ?? "-"}`;
  };
  for (const { table_name } of tables) await digest(table_name, "host_id = $1");
  await digest("hosts", "id = $1");
  return fingerprint;
}

/**
 * The same fingerprint as one string from one query, for checks after every call of a fuzz run:
 * the table list is read once, and each check is a single round trip.
 */
export async function hostFingerprinter(db: Database, hostId: string): Promise<() => Promise<string>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where column_name = 'host_id' and table_schema = current_schema() order by table_name`,
  );
  const part = (name: string, where: string) =>
    // An order-free sum of row hashes: no sort and no concatenation, so a check costs a few ms.
    `select '${name}' || ':' || count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as f
     from ${name} t where ${where}`;
  const sql = [...tables.map((t) => part(t.table_name, "host_id = $1")), part("hosts", "id = $1")].join(
    " union all ",
  );
  return async () => {
    const { rows } = await db.query<{ f: string }>(sql, [hostId]);
    return rows
      .map((r) => r.f)
      .sort()
      .join("\n");
  };
}
