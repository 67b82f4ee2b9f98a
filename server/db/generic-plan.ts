// Statements that PostgreSQL may plan once for all their runs. This server plans every statement
// for its own parameters (plan_cache_mode = force_custom_plan, server/db/pglite-statements.ts), which
// is right for the feed's reads but made planning most of the cost of a command's small statements
// on PGlite: about 4 of a block's 12 ms in the database (README, command latency). A text marked here
// runs under plan_cache_mode = auto: PostgreSQL plans it for its parameters five times, then keeps
// one generic plan if that plan is not dearer than theirs, and plans it anew otherwise.
//
// Mark only statements whose best plan does not depend on their values: lookups by key, the rows of
// one unit, one host's keys. node-postgres sends unnamed statements, always planned for their
// values, so on PostgreSQL the mark changes nothing.
const marked = new Set<string>();

/** Marks `sql` as one that may keep a generic plan, and returns it unchanged. */
export function genericPlan(sql: string): string {
  marked.add(sql);
  return sql;
}

export function mayKeepGenericPlan(sql: string): boolean {
  return marked.has(sql);
}
