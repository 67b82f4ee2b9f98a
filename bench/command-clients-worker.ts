// The command-latency bench's clients, on a thread of their own. Real clients run elsewhere; run in
// the server's own event loop, their fetch calls waited behind the server's work and the bench
// counted that wait as the server's latency (README, command latency). Each client blocks then
// unblocks nights of its own, one command after another, and reports every command's latency.
import { randomUUID } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";

export interface CommandClient {
  readonly token: string;
  readonly unit: string;
  /** The client's own far-future dates (epoch ms), so no two clients' commands conflict. */
  readonly firstDay: number;
}

export interface CommandClientsJob {
  readonly origin: string;
  readonly clients: readonly CommandClient[];
  readonly commandsPerClient: number;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function runClient(origin: string, client: CommandClient, commands: number): Promise<number[]> {
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

if (parentPort) {
  const job = workerData as CommandClientsJob;
  const port = parentPort;
  Promise.all(job.clients.map((c) => runClient(job.origin, c, job.commandsPerClient))).then(
    (samples) => port.postMessage({ samples: samples.flat() }),
    (error: unknown) => port.postMessage({ error: String(error) }),
  );
}
