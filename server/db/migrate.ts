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

/**
 * Splits a migration into statements at semicolons that end a line, except inside a
 * dollar-quoted body (`$$ … $$`, a function's), whose lines end in semicolons of their own.
 * Comments outside bodies are dropped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const raw of sql.split("\n")) {
    const line = inBody ? raw : raw.replace(/--.*$/, "");
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      current.push(line.replace(/;\s*$/, ""));
      statements.push(current.join("\n"));
      current = [];
    } else current.push(line);
  }
  statements.push(current.join("\n"));
  return statements.map((s) => s.trim()).filter((s) => s.length > 0);
}
