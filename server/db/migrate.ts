// Applies the SQL files of ./migrations in name order, each once, recorded in schema_migrations.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "./database.ts";

const folder = join(import.meta.dirname, "migrations");

export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())",
  );
  const applied = new Set(
    (await db.query<{ name: string }>("select name from schema_migrations")).rows.map((r) => r.name),
  );
  const pending = readdirSync(folder)
    .filter((f) => f.endsWith(".sql") && !applied.has(f))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(folder, name), "utf8");
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query("insert into schema_migrations (name) values ($1)", [name]);
    });
  }
  return pending;
}

/** Migrations are plain statements separated by semicolons at line ends (no functions with bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/--.*$/gm, "").trim())
    .filter((s) => s.length > 0);
}
