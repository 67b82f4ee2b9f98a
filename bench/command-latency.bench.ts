// Command latency at 50 concurrent clients on loopback (issue 4): p50 and p99 of block and unblock
// commands (each with its own Idempotency-Key, as the sync engine sends them) from 50 clients at
// once against the real server, on PGlite and, when a PostgreSQL server is named
// (BENCH_DATABASE_URL, or DATABASE_URL), on PostgreSQL side by side. Target: p99 under 50 ms.
//
// The baseline is the same commands sent by one client, one after another, in the same run: the
// ratio is what 50 clients at once cost each command. Every command of one host takes the host's
// change number, so commands of one host run one after another in the database by design
// (server/data/change-sequence.ts); the clients are spread over the demo's two hosts.
import { randomUUID } from "node:crypto";
import { demoAccounts } from "../server/seed/demo-seed.ts";
import { signIn } from "../tests/support/sign-in.ts";
import { freshDatabase, startTestServer } from "../tests/support/test-server.ts";
import { percentile, type Benchmark, type Figure } from "./harness.ts";

const clients = 50;
const commandsPerClient = 20;

const hosts = [
  {
    account: demoAccounts.individual,
    units: ["unit-limone", "unit-olive", "unit-lavender", "unit-rosemary", "unit-fig"],
  },
  {
    account: demoAccounts.company,
    units: ["unit-zugspitze", "unit-alpspitze", "unit-wank", "unit-kramer", "unit-kreuzeck"],
  },
];

interface Client {
  token: string;
  unit: string;
  /** The client's own far-future dates, so no two clients' commands conflict. */
  firstDay: number;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Blocks then unblocks nights of the client's own; every command's latency in milliseconds. */
async function runClient(origin: string, client: Client, commands: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < commands; i++) {
    const from = client.firstDay + Math.floor(i / 2) * 3 * 86_400_000;
    const body = JSON.stringify({ dateFrom: isoDay(from), dateTo: isoDay(from + 2 * 86_400_000) });
    const action = i % 2 === 0 ? "block" : "unblock";
    const started = performance.now();
    const response = await fetch(`${origin}/api/app/properties/${client.unit}/unavailabilities/${action}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${client.token}`,
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
      },
      body,
    });
    await response.text();
    samples.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${action} answered ${response.status}`);
  }
  return samples;
}

async function measure(
  databaseUrl: string | undefined,
): Promise<{ concurrent: number[]; sequential: number[] }> {
  const server = await startTestServer(databaseUrl ? { databaseUrl } : {});
  try {
    const tokens = await Promise.all(
      hosts.map((h) => signIn(server.url, h.account).then((t) => t.accessToken)),
    );
    const client = (i: number, year: number): Client => {
      const host = i % hosts.length;
      const units = hosts[host]!.units;
      return {
        token: tokens[host]!,
        unit: units[Math.floor(i / hosts.length) % units.length]!,
        firstDay: Date.UTC(year, 0, 1) + Math.floor(i / (hosts.length * units.length)) * 90 * 86_400_000,
      };
    };
    // Warm-up: every client's first commands, untimed.
    await Promise.all(Array.from({ length: clients }, (_, i) => runClient(server.url, client(i, 2090), 2)));
    const sequential = await runClient(server.url, client(0, 2091), 200);
    const concurrent = (
      await Promise.all(
        Array.from({ length: clients }, (_, i) => runClient(server.url, client(i, 2092), commandsPerClient)),
      )
    ).flat();
    return { concurrent, sequential };
  } finally {
    await server.close();
  }
}

function figures(database: string, samples: { concurrent: number[]; sequential: number[] }): Figure[] {
  return ([50, 99] as const).map((p) => ({
    name: `command p${p} at ${clients} concurrent clients, ${samples.concurrent.length} commands (${database})`,
    unit: "ms",
    value: percentile(samples.concurrent, p),
    baselineName: `p${p} of one client's commands one after another`,
    baseline: percentile(samples.sequential, p),
    ...(p === 99 ? { target: { limit: 50, direction: "below" as const } } : {}),
  }));
}

export const commandLatencyBenchmark: Benchmark = {
  name: "command-latency",
  async run() {
    const result: Figure[] = figures("PGlite", await measure(undefined));
    const postgres = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!postgres) {
      console.log(
        "PostgreSQL: not measured: no PostgreSQL (set BENCH_DATABASE_URL to a server to measure it)",
      );
      return result;
    }
    const database = (await freshDatabase(postgres))!;
    try {
      result.push(...figures("PostgreSQL", await measure(database.url)));
    } finally {
      await database.drop();
    }
    return result;
  },
};
