// Statements on PGlite in one call each. PGlite's own query() sends Parse, Describe, Bind, Describe,
// Execute and Sync as six calls into the WebAssembly backend and parses and analyses the SQL text
// every time; on this server's short statements that overhead was most of a statement's time. Here
// each distinct SQL text is parsed once into a named prepared statement (its parameter types read
// then), and every run is one call: Bind, Describe, Execute and Sync together. Rows and errors come
// back exactly as from query(): the same parsers, serializers and DatabaseError.
//
// Planning is unchanged: plan_cache_mode stays force_custom_plan, so every run is planned for its
// own parameters as an unnamed statement was, and no generic plan made under one session setting
// (useFeedIndexes' enable_sort) is reused under another. The exceptions are the texts marked by
// genericPlan (server/db/generic-plan.ts): the small statements of a command.
import { parse, protocol, type PGlite } from "@electric-sql/pglite";
import { mayKeepGenericPlan } from "./generic-plan.ts";

const { serialize } = protocol;

const planCustom = "set plan_cache_mode = force_custom_plan";
const planAuto = "set plan_cache_mode = auto";

/** Above this many distinct statements new ones are not kept: parsed each time, still in two calls. */
const maxPrepared = 1_000;

interface Prepared {
  readonly name: string;
  readonly paramTypes: readonly number[];
}

export interface PgliteStatements {
  /** A statement on its own: waits for any transaction in progress, as PGlite's query() does. */
  query<Row>(sql: string, params: readonly unknown[]): Promise<{ rows: Row[] }>;
  /** A statement inside the transaction in progress (called from PGlite's transaction callback). */
  queryInTransaction<Row>(sql: string, params: readonly unknown[]): Promise<{ rows: Row[] }>;
}

export async function pgliteStatements(db: PGlite): Promise<PgliteStatements> {
  await db.query(planCustom);
  const prepared = new Map<string, Prepared>();

  // One buffer for the whole exchange: PGlite takes one message stream a call.
  const concat = (parts: readonly Uint8Array[]) => Buffer.concat(parts);
  const call = (message: Uint8Array) => db.execProtocolStream(message, { syncToFs: false });

  async function prepare(sql: string): Promise<Prepared> {
    const known = prepared.get(sql);
    if (known) return known;
    const keep = prepared.size < maxPrepared;
    const name = keep ? `hearth_${prepared.size}` : "";
    const messages = await call(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (keep) prepared.set(sql, statement);
    return statement;
  }

  async function run<Row>(sql: string, params: readonly unknown[]): Promise<{ rows: Row[] }> {
    const statement = await prepare(sql);
    // As PGlite's query() does: null stays null, a value of a type with a serializer goes through it.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });
    const execution = [
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
    ];
    if (!mayKeepGenericPlan(sql)) {
      const messages = await call(concat([...execution, serialize.sync()]));
      return { rows: (parse.parseResults(messages, db.parsers)[0]?.rows ?? []) as Row[] };
    }
    // The plan is chosen at Bind, so the setting goes before it and back after it, in the same call.
    // A statement that fails skips the setting's return, and the rollback that must follow (of the
    // statement's implicit transaction, or to a savepoint, or of the transaction) undoes the setting.
    const [auto, custom] = [await prepare(planAuto), await prepare(planCustom)];
    const messages = await call(
      concat([
        serialize.bind({ statement: auto.name, values: [] }),
        serialize.execute({}),
        ...execution,
        serialize.bind({ statement: custom.name, values: [] }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return { rows: (parse.parseResults(messages, db.parsers)[1]?.rows ?? []) as Row[] };
  }

  return {
    query: (sql, params) =>
      db._runExclusiveTransaction(() =>
        db._runExclusiveQuery(async () => {
          const result = await run(sql, params);
          // What query() does after a statement outside a transaction (nothing on a Node data folder).
          await db.syncToFs();
          return result as never;
        }),
      ),
    queryInTransaction: (sql, params) => db._runExclusiveQuery(() => run(sql, params)),
  };
}
