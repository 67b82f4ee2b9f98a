// The one-call statements answer exactly as PGlite's own query() does: the same rows and types for
// the parameter kinds the server passes, the same errors, and NOTIFY still delivered.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { pgliteStatements, type PgliteStatements } from "./pglite-statements.ts";

let db: PGlite;
let statements: PgliteStatements;

beforeAll(async () => {
  db = await PGlite.create();
  statements = await pgliteStatements(db);
  await db.exec(
    "create table t (id text primary key, n int, b boolean, d date, tags text[], doc jsonb, big bigint)",
  );
});
afterAll(() => db.close());

describe("pgliteStatements", () => {
  it("returns the rows query() returns, for every parameter kind, the first and later runs alike", async () => {
    const insert = "insert into t values ($1, $2, $3, $4::date, $5::text[], $6::jsonb, $7) returning *";
    const rows = [
      [
        "a",
        1,
        true,
        "2091-01-01",
        ["x", 'y"z', "w,v"],
        JSON.stringify({ k: [1, "two"] }),
        "9007199254740993",
      ],
      ["b", null, false, null, [], null, 0],
      ["c", -7, null, "2000-02-29", ["{}"], JSON.stringify("text"), null],
    ];
    for (const params of rows) {
      const ours = await statements.query(insert, params);
      const theirs = await db.query("select * from t where id = $1", [params[0]]);
      expect(ours.rows).toEqual(theirs.rows);
    }
    const select =
      "select id, n, tags, doc from t where id = any($1::text[]) and ($2::int is null or n > $2) order by id";
    for (const params of [
      [["a", "b", "c"], null],
      [["a", "c"], -10],
      [["b"], 5],
    ]) {
      expect((await statements.query(select, params)).rows).toEqual((await db.query(select, params)).rows);
    }
  });

  it("throws the database's error with its code and keeps working after it", async () => {
    await expect(statements.query("insert into t (id) values ($1)", ["a"])).rejects.toMatchObject({
      code: "23505",
    });
    await expect(statements.query("select nope from t", [])).rejects.toMatchObject({ code: "42703" });
    expect((await statements.query<{ id: string }>("select id from t where id = $1", ["a"])).rows).toEqual([
      { id: "a" },
    ]);
  });

  it("runs inside a transaction and rolls back with it", async () => {
    await expect(
      db.transaction(async () => {
        await statements.queryInTransaction("insert into t (id) values ($1)", ["in-tx"]);
        expect(
          (await statements.queryInTransaction("select id from t where id = $1", ["in-tx"])).rows,
        ).toHaveLength(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await statements.query("select id from t where id = $1", ["in-tx"])).rows).toEqual([]);
  });

  it("delivers a NOTIFY sent by a statement", async () => {
    const heard: string[] = [];
    await db.listen("pglite_statements_test", (payload) => heard.push(payload));
    await statements.query("select pg_notify($1, $2)", ["pglite_statements_test", "hello"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(["hello"]);
  });
});
