// `npm run seed -- --hosts N --units N --reservations N`: adds N large hosts to the configured
// database (DATA_DIR's PGlite, or DATABASE_URL), each with its units and about that many
// reservations, plus blocks and conversations, and prints what it made and how long it took.
// Stop the server first when it uses PGlite: one process at a time may open its data folder.
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import { configFromEnv } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { seedLargeHost } from "./large-host-seed.ts";

const usage = `usage: npm run seed -- [--hosts N] [--units N] [--reservations N] [--seed N] [--password P]
  --hosts         hosts to add (host1@hearth.test, host2@…), default 1
  --units         units per host, default 20
  --reservations  about this many reservations per host; default: a window of 180 days back and 365 ahead
  --seed          random seed, default 1 (the same seed gives the same data)
  --password      the hosts' password, default a random one (printed)`;

function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, not ${value}\n${usage}`);
    process.exit(2);
  }
  return n;
}

const { values } = parseArgs({
  options: {
    hosts: { type: "string" },
    units: { type: "string" },
    reservations: { type: "string" },
    seed: { type: "string" },
    password: { type: "string" },
    help: { type: "boolean" },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const hosts = count(values.hosts, "hosts", 1);
const units = count(values.units, "units", 20);
const reservations =
  values.reservations === undefined ? undefined : count(values.reservations, "reservations", 0);
const seed = count(values.seed, "seed", 1);
const password = values.password ?? randomBytes(9).toString("base64url");

const config = configFromEnv();
const db = await openDatabase(config);
try {
  await migrate(db);
  const emails = Array.from({ length: hosts }, (_, i) => `host${i + 1}@hearth.test`);
  const { rows: taken } = await db.query<{ email: string }>(
    "select email from accounts where email = any($1::text[])",
    [emails],
  );
  if (taken.length > 0) {
    console.error(
      `already seeded: ${taken.map((r) => r.email).join(", ")}. Use a fresh DATA_DIR or database to seed again.`,
    );
    process.exitCode = 1;
  } else {
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
    console.log(`seeding ${hosts} host(s) × ${units} units into ${where}…`);
    const started = performance.now();
    const totals = { units: 0, reservations: 0, blocks: 0, channels: 0, messages: 0 };
    for (const [i, email] of emails.entries()) {
      const hostStarted = performance.now();
      const made = await seedLargeHost(db, {
        hostId: `host-seed-${i + 1}`,
        email,
        password,
        units,
        // The default window; with --reservations only its proportion (past : future) counts.
        daysBack: 180,
        daysAhead: 365,
        ...(reservations === undefined ? {} : { reservations }),
        seed: seed + i,
        now: Date.now(),
      });
      for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += made[key];
      console.log(
        `  ${email}: ${made.units} units, ${made.reservations} reservations, ${made.blocks} blocks, ` +
          `${made.channels} conversations, ${made.messages} messages (${((performance.now() - hostStarted) / 1000).toFixed(1)} s)`,
      );
    }
    console.log(
      `seeded ${totals.units} units, ${totals.reservations} reservations, ${totals.blocks} blocks, ` +
        `${totals.channels} conversations and ${totals.messages} messages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(
      `sign in as ${emails.length === 1 ? emails[0] : `host1…host${hosts}@hearth.test`} with password ${password}`,
    );
  }
} finally {
  await db.close();
}
