// Seeding the large host of the scale targets (1,000 units, about 100,000 reservations and with their blocks about
// 200,000 calendar intervals, their conversations, then the inbox's 10,000 channels and 200,000 messages) into a fresh PGlite, the
// way `npm run seed` and the inbox benchmark do; target under 2 minutes for all of it. The baseline is generating exactly the same data in memory without
// inserting it, so the ratio is the database's share of the time. The data is what the seed makes
// for every benchmark: properties of 1–12 units in eight countries, stays laid one after another
// per unit with seasons' gaps, blocks, and a conversation per guest (server/seed/host-data.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { planLargeHost, seedLargeHost, type LargeHostOptions } from "../server/seed/large-host-seed.ts";
import { seedLargeMessaging } from "../server/seed/large-messaging-seed.ts";
import type { Benchmark } from "./harness.ts";

export const seedBenchmark: Benchmark = {
  name: "seed",
  async run() {
    const options: LargeHostOptions = {
      hostId: "host-seed-1",
      email: "host1@hearth.test",
      password: "bench-password",
      units: 1_000,
      daysBack: 180,
      daysAhead: 365,
      reservations: 100_000,
      seed: 1,
      now: Date.now(),
    };
    const planStarted = performance.now();
    const plan = planLargeHost(options);
    const planMs = performance.now() - planStarted;

    const dataDir = mkdtempSync(join(tmpdir(), "hearth-bench-seed-"));
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      await migrate(db);
      const started = performance.now();
      const seeded = await seedLargeHost(db, options);
      const hostMs = performance.now() - started;
      const messaging = await seedLargeMessaging(db, { hostId: options.hostId, now: options.now });
      const seedMs = performance.now() - started;
      // What the calendar draws: every reservation and every block is an interval.
      const { rows } = await db.query<{
        reservations: string;
        blocks: string;
        channels: string;
        messages: string;
      }>(
        `select (select count(*) from reservations where host_id = $1)::text as reservations,
           (select count(*) from unavailabilities where host_id = $1)::text as blocks,
           (select count(*) from channels where host_id = $1)::text as channels,
           (select count(*) from messages where host_id = $1)::text as messages`,
        [options.hostId],
      );
      const stored = rows[0]!;
      if (seeded.reservations !== plan.activity.reservations.length)
        throw new Error(
          `seeded ${seeded.reservations} reservations, planned ${plan.activity.reservations.length}`,
        );
      console.log(
        `seeded ${seeded.units} units, ${seeded.reservations} reservations, ${seeded.blocks} blocks, ` +
          `${seeded.channels} conversations, ${seeded.messages} messages over ${plan.daysBack + plan.daysAhead} days ` +
          `in ${(hostMs / 1000).toFixed(1)} s, then ${messaging.channels} channels and ${messaging.messages} messages ` +
          `in ${((seedMs - hostMs) / 1000).toFixed(1)} s; stored: ${JSON.stringify(stored)}, ` +
          `${Number(stored.reservations) + Number(stored.blocks)} calendar intervals`,
      );
      return [
        {
          name:
            `seed the large host: ${seeded.units} units, ${stored.reservations} reservations, ${stored.blocks} blocks ` +
            `(${Number(stored.reservations) + Number(stored.blocks)} calendar intervals), ` +
            `${stored.channels} channels, ${stored.messages} messages into a fresh PGlite`,
          unit: "s",
          value: seedMs / 1000,
          baselineName: "generating the same data in memory",
          baseline: planMs / 1000,
          target: { limit: 120, direction: "below" },
        },
      ];
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
