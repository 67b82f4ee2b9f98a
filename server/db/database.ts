// One small interface over PGlite (embedded, the default) and node-postgres (DATABASE_URL), so the
// same SQL and migrations serve both.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgliteStatements } from "./pglite-statements.ts";
import pg from "pg";

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: everything it wrote commits together or not at all. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  /** Subscribes to NOTIFY on a channel; delivered after the notifying transaction commits. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly kind: "pglite" | "postgres";
}

export async function openDatabase(options: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const path = `${dataDir}/pglite`;
  mkdirSync(path, { recursive: true });
  const db = await PGlite.create(path);
  // Statements go through prepared statements of their own, one call into PGlite each, instead of
  // PGlite's query(), which makes six (docs/decisions.md, "PGlite statements are prepared once").
  const statements = await pgliteStatements(db);
  return {
    kind: "pglite",
    query: (sql, params = []) => statements.query(sql, params),
    transaction: (fn) =>
      db.transaction(async () => {
        let open = true;
        try {
          return await fn({
            query: (sql, params = []) => {
              // As PGlite's own transaction object: no statement once it has committed or rolled back.
              if (!open) return Promise.reject(new Error("Transaction is closed"));
              return statements.queryInTransaction(sql, params);
            },
          });
        } finally {
          open = false;
        }
      }),
    exec: async (sql) => {
      await db.exec(sql);
    },
    listen: async (channel, onPayload) => {
      const unlisten = await db.listen(channel, onPayload);
      return async () => unlisten();
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  // JIT off: the API's queries are short, and a plan whose cost a disabled sort inflated
  // (useFeedIndexes) paid about 100 ms of LLVM compilation for a few rows (docs/decisions.md).
  const pool = new pg.Pool({ connectionString: url, max: 10, options: "-c jit=off" });
  const listeners: pg.Client[] = [];
  return {
    kind: "postgres",
    query: async <Row>(sql: string, params: readonly unknown[] = []) => {
      const result = await pool.query(sql, [...params]);
      return { rows: result.rows as Row[] };
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn({
          query: async <Row>(sql: string, params: readonly unknown[] = []) => ({
            rows: (await client.query(sql, [...params])).rows as Row[],
          }),
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: async (channel, onPayload) => {
      // LISTEN needs a connection of its own that stays open.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      listeners.push(client);
      client.on("notification", (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      await client.query(`listen ${channel}`);
      return async () => {
        await client.end();
      };
    },
    close: async () => {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
