// A first start's bootstrap pull of the large host over HTTP on loopback: every
// collection of the change feed (units, reservations, unavailabilities, channels, messages) in
// the client's 5,000-document batches, through the real server — bearer-token check, the pull's
// transaction, JSON, HTTP — and parsed as the client parses it. Documents per second; target
// 50,000/s or more.
//
// The baseline is the same pull in-process at the data layer (the feed's own queries in the same
// transactions, no HTTP), so the ratio is what the API adds, each after one warm-up pass. Since the
// feed keeps its large collections' documents as JSON text (stored-feed-documents.ts), the data
// layer's batch is parsed there too, as the API's client parses it. The seed analyses what it wrote, as the server does after bulk loads; before it did, the
// pull of the messages did not finish in 38 minutes (docs/decisions.md, planner statistics).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { syncCollectionNames, maxPullBatchSize } from "../domain/sync-protocol/pull.ts";
import { feedCollections, useFeedIndexes } from "../server/data/feed-collections.ts";
import { feedIdOf } from "../server/data/feed-collection.ts";
import type { Database } from "../server/db/database.ts";
import { seedLargeHost } from "../server/seed/large-host-seed.ts";
import { seedLargeMessaging } from "../server/seed/large-messaging-seed.ts";
import { signIn } from "../tests/support/sign-in.ts";
import type { Benchmark } from "./harness.ts";
import { startBenchServer } from "./bench-server.ts";

const hostId = "host-bootstrap";
const credentials = { email: "bootstrap@hearth.test", password: "bench-password" };

interface Pass {
  readonly ms: number;
  readonly documents: number;
  readonly perCollection: Record<string, number>;
}

async function pullOverHttp(origin: string, token: string): Promise<Pass> {
  const started = performance.now();
  const perCollection: Record<string, number> = {};
  let documents = 0;
  for (const name of syncCollectionNames) {
    let query = "";
    let count = 0;
    for (;;) {
      const response = await fetch(`${origin}/api/app/sync/${name}/pull?limit=${maxPullBatchSize}${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`pull ${name}: ${response.status} ${await response.text()}`);
      const page = (await response.json()) as {
        documents: unknown[];
        checkpoint: { seq: number; id: string } | null;
        remaining: number;
      };
      count += page.documents.length;
      if (page.checkpoint) query = `&seq=${page.checkpoint.seq}&id=${encodeURIComponent(page.checkpoint.id)}`;
      if (page.remaining === 0 || page.documents.length === 0) break;
    }
    perCollection[name] = count;
    documents += count;
  }
  return { ms: performance.now() - started, documents, perCollection };
}

async function pullInProcess(db: Database): Promise<Pass> {
  const started = performance.now();
  const perCollection: Record<string, number> = {};
  let documents = 0;
  for (const name of syncCollectionNames) {
    let after = { seq: -1, id: "" };
    let count = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        await tx.query("select change_seq from hosts where id = $1", [hostId]);
        await useFeedIndexes(tx);
        return feedCollections[name].after(tx, hostId, after, maxPullBatchSize);
      });
      count += batch.length;
      const last = batch.at(-1);
      if (!last || batch.length < maxPullBatchSize) break;
      after = { seq: last.seq, id: feedIdOf(feedCollections[name], last) };
    }
    perCollection[name] = count;
    documents += count;
  }
  return { ms: performance.now() - started, documents, perCollection };
}

const perSecond = (pass: Pass) => pass.documents / (pass.ms / 1000);

export const bootstrapPullHttpBenchmark: Benchmark = {
  name: "bootstrap-pull-http",
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), "hearth-bench-bootstrap-"));
    const server = await startBenchServer(dataDir, {
      rateLimits: { signInPerMinute: 1_000, writesPerMinute: 1_000_000 },
    });
    try {
      const seedStarted = performance.now();
      const seeded = await seedLargeHost(server.db, {
        hostId,
        ...credentials,
        units: 1_000,
        daysBack: 180,
        daysAhead: 365,
        reservations: 100_000,
        seed: 1,
        now: Date.now(),
      });
      const messaging = await seedLargeMessaging(server.db, { hostId });
      console.log(
        `seeded ${seeded.units} units, ${seeded.reservations} reservations, ${seeded.blocks} blocks, ` +
          `${messaging.channels} more channels and ${messaging.messages} more messages in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
      );
      const token = (await signIn(server.url, credentials)).accessToken;

      // Each pass is printed as it ends: on a loaded machine the whole benchmark takes many minutes.
      const report = (what: string, pass: Pass) => {
        console.log(
          `  ${what}: ${pass.documents} documents in ${(pass.ms / 1000).toFixed(2)} s, ${Math.round(perSecond(pass))}/s`,
        );
        return pass;
      };
      const measure = async (label: string) => {
        report(`${label}, HTTP warm-up`, await pullOverHttp(server.url, token));
        const http = report(`${label}, HTTP`, await pullOverHttp(server.url, token));
        report(`${label}, in-process warm-up`, await pullInProcess(server.db));
        const local = report(`${label}, in-process`, await pullInProcess(server.db));
        if (http.documents !== local.documents)
          throw new Error(`HTTP pulled ${http.documents} documents, in-process ${local.documents}`);
        console.log(
          `${label}: ${http.documents} documents ${JSON.stringify(http.perCollection)}; ` +
            `HTTP ${(http.ms / 1000).toFixed(2)} s, in-process ${(local.ms / 1000).toFixed(2)} s`,
        );
        return { http, local };
      };
      // The seed analyses the tables as the server does after a bulk load (planner-statistics.ts).
      const { http, local } = await measure("analysed");
      return [
        {
          name: `bootstrap pull of the large host over HTTP, ${http.documents} documents (PGlite)`,
          unit: "documents/s",
          value: perSecond(http),
          baselineName: "the same pull in-process at the data layer (no HTTP)",
          baseline: perSecond(local),
          target: { limit: 50_000, direction: "above" },
        },
      ];
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
