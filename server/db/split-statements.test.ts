// The migration splitter: statements end at a semicolon that ends a line, except inside a function
// body, and comments outside bodies are dropped.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { splitStatements } from "./migrate.ts";

describe("splitStatements", () => {
  it("splits at line-ending semicolons and drops comments, also one with a semicolon", () => {
    expect(
      splitStatements("-- a comment;\ncreate table a (x int);\ncreate index b on a (x); -- why\n\nselect 1"),
    ).toEqual(["create table a (x int)", "create index b on a (x)", "select 1"]);
  });

  it("keeps a dollar-quoted body whole, its own semicolons and comments included", () => {
    const body = [
      "create function f() returns trigger language plpgsql as $$",
      "begin",
      "  -- set it;",
      "  new.x := 1;",
      "  return new;",
      "end",
      "$$",
    ].join("\n");
    expect(
      splitStatements(`${body};\ncreate trigger t before insert on a for each row execute function f();`),
    ).toEqual([body, "create trigger t before insert on a for each row execute function f()"]);
  });

  it("reads migration 011 as its five functions, five triggers, four columns, backfills and constraints", () => {
    const sql = readFileSync(join(import.meta.dirname, "migrations", "011-feed-documents.sql"), "utf8");
    const statements = splitStatements(sql);
    expect(statements.filter((s) => s.startsWith("create function"))).toHaveLength(5);
    expect(statements.filter((s) => s.startsWith("create trigger"))).toHaveLength(5);
    expect(statements).toHaveLength(22);
    for (const s of statements.filter((s) => s.startsWith("create function"))) expect(s).toMatch(/\$\$$/);
  });
});
