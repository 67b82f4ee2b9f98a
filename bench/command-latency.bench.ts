// Command latency at 50 concurrent clients on loopback: p50 and p99 of block and unblock
// commands (each with its own Idempotency-Key, as the sync engine sends them) from 50 clients at
// once against the real server, on PGlite and, when a PostgreSQL server is named
// (BENCH_DATABASE_URL, or DATABASE_URL), on PostgreSQL side by side. Target: p99 under 50 ms.
//
// The baseline is the same commands sent by one client, one after another, in the same run: the
// ratio is what 50 clients at once cost each command. Every command of one host takes the host's
// change number, so commands of one host run one after another in the database by design
// (server/data/change-sequence.ts); the clients are spread over the demo's two hosts. The clients run
// on a worker thread, apart from the server's event loop, as real clients run apart from the server.
import { Worker } from "node:worker_threads";
import { demoAccounts } from "../server/seed/demo-seed.ts";
import { signIn } from "../tests/support/sign-in.ts";
import { freshDatabase, startTestServer } from "../tests/support/test-server.ts";
import type { CommandClient, CommandClientsJob } from "./command-clients-worker.ts";
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

/** Runs the clients on a worker thread (command-clients-worker.ts); every command's latency in ms. */
function runClients(job: CommandClientsJob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    // Node 20 does not carry tsx's loader into a worker (`--import tsx` there still refuses .ts), so
    // the worker registers it itself before importing the clients' TypeScript file.
    const tsx = import.meta.resolve("tsx/esm/api");
    const clientsFile = new URL("./command-clients-worker.ts", import.meta.url).href;
    const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(clientsFile)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once("message", (answer: { samples?: number[]; error?: string }) => {
      void worker.terminate();
      if (answer.samples) resolve(answer.samples);
      else reject(new Error(answer.error ?? "the clients' worker gave no answer"));
    });
    worker.once("error", reject);
  });
}

async function measure(
  databaseUrl: string | undefined,
): Promise<{ concurrent: number[]; sequential: number[] }> {
  const server = await startTestServer(databaseUrl ? { databaseUrl } : {});
  try {
    const tokens = await Promise.all(
      hosts.map((h) => signIn(server.url, h.account).then((t) => t.accessToken)),
    );
    const client = (i: number, year: number): CommandClient => {
      const host = i % hosts.length;
      const units = hosts[host]!.units;
      return {
        token: tokens[host]!,
        unit: units[Math.floor(i / hosts.length) % units.length]!,
        firstDay: Date.UTC(year, 0, 1) + Math.floor(i / (hosts.length * units.length)) * 90 * 86_400_000,
      };
    };
    const every = (year: number) => Array.from({ length: clients }, (_, i) => client(i, year));
    // Warm-up: every client's first commands, untimed.
    await runClients({ origin: server.url, clients: every(2090), commandsPerClient: 2 });
    const sequential = await runClients({
      origin: server.url,
      clients: [client(0, 2091)],
      commandsPerClient: 200,
    });
    const concurrent = await runClients({ origin: server.url, clients: every(2092), commandsPerClient });
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
