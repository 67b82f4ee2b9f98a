// Seeding the large host (1,000 units, about 100,000 reservations) into a fresh PGlite, the
// way `npm run seed` does. The baseline is generating exactly the same data in memory without
// inserting it, so the ratio is the database's share of the time. The data is what the seed makes
// for every benchmark: properties of 1–12 units in eight countries, stays laid one after another
// per unit with seasons' gaps, blocks, and a conversation per guest (server/seed/host-data.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { planLargeHost, seedLargeHost, type LargeHostOptions } from "../server/seed/large-host-seed.ts";
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
      const seedMs = performance.now() - started;
      if (seeded.reservations !== plan.activity.reservations.length)
        throw new Error(
          `seeded ${seeded.reservations} reservations, planned ${plan.activity.reservations.length}`,
        );
      console.log(
        `seeded ${seeded.units} units, ${seeded.reservations} reservations, ${seeded.blocks} blocks, ` +
          `${seeded.channels} conversations, ${seeded.messages} messages over ${plan.daysBack + plan.daysAhead} days`,
      );
      return [
        {
          name: `seed one host: ${seeded.units} units, ${seeded.reservations} reservations into a fresh PGlite`,
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
