// The one-call statements answer exactly as PGlite's own query() does: the same rows and types for
// the parameter kinds the server passes, the same errors, and NOTIFY still delivered.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { pgliteStatements, type PgliteStatements } from "./pglite-statements.ts";
import { genericPlan } from "./generic-plan.ts";

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

  describe("a statement marked by genericPlan", () => {
    const planMode = async () =>
      (await statements.query<{ plan_cache_mode: string }>("show plan_cache_mode", [])).rows[0]!
        .plan_cache_mode;
    const byId = genericPlan("select id, n from t where id = $1");
    const failing = genericPlan("insert into t (id, n) values ($1, $2)");

    it("answers as any other, run after run, and leaves every other statement planned for its values", async () => {
      for (let run = 0; run < 8; run++) {
        expect((await statements.query(byId, ["a"])).rows).toEqual([{ id: "a", n: 1 }]);
        expect((await statements.query(byId, ["nope"])).rows).toEqual([]);
        expect(await planMode()).toBe("force_custom_plan");
      }
    });

    it("leaves the setting as it was when it fails, alone or in a transaction rolled back to a savepoint", async () => {
      await expect(statements.query(failing, ["a", 1])).rejects.toMatchObject({ code: "23505" });
      expect(await planMode()).toBe("force_custom_plan");
      await db.transaction(async () => {
        await statements.queryInTransaction("savepoint s", []);
        await expect(statements.queryInTransaction(failing, ["a", 1])).rejects.toMatchObject({
          code: "23505",
        });
        await statements.queryInTransaction("rollback to savepoint s", []);
        const { rows } = await statements.queryInTransaction<{ plan_cache_mode: string }>(
          "show plan_cache_mode",
          [],
        );
        expect(rows[0]!.plan_cache_mode).toBe("force_custom_plan");
        expect((await statements.queryInTransaction(byId, ["a"])).rows).toEqual([{ id: "a", n: 1 }]);
      });
      expect(await planMode()).toBe("force_custom_plan");
    });
  });
});
