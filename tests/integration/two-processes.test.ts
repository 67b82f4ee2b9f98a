// Several server processes on one PostgreSQL database (sync feed): a write through one
// reaches a live stream opened on another, carried by PostgreSQL's LISTEN/NOTIFY; and an
// Idempotency-Key in flight on one is a 409 on the other. Two app instances in this process, each
// with its own connections, pool and listener, stand for two processes: nothing in memory is
// shared between them but the database. PGlite is one process's embedded database, so the
// two-instance block needs CI's PostgreSQL run (TEST_DATABASE_URL); the same path within one
// instance runs everywhere.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { apiClient } from "../support/api-client.ts";
import { until } from "../support/host-fixtures.ts";
import { signIn } from "../support/sign-in.ts";
import { freshDatabase, startTestServer } from "../support/test-server.ts";

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** A live stream's `change` events as they arrive, read off the raw body. */
async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/app/sync/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const seqs: number[] = [];
  const decoder = new TextDecoder();
  let buffered = "";
  const reading = (async () => {
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf("\n\n")) >= 0) {
        const event = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (/^event: change$/m.test(event) && data) seqs.push((JSON.parse(data) as { seq: number }).seq);
      }
    }
  })();
  return {
    seqs,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

const block = (url: string, token: string, dateFrom: string, dateTo: string, key = randomUUID()) =>
  apiClient(url)(token, "/api/app/properties/unit-olive/unavailabilities/block", {
    method: "POST",
    body: JSON.stringify({ dateFrom, dateTo }),
    headers: { "idempotency-key": key },
  });

const changeSeqOf = async (server: Server) =>
  Number(
    (await server.db.query<{ s: string }>("select change_seq::text as s from hosts where id = 'host-anna'"))
      .rows[0]?.s,
  );

describe("one server instance", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("announces its own write on a live stream it serves", async () => {
    const token = (await signIn(server.url, demoAccounts.individual)).accessToken;
    const stream = await openStream(server.url, token);
    try {
      await until(() => stream.seqs.length > 0, "the stream's first event");
      expect((await block(server.url, token, "2062-01-03", "2062-01-05")).status).toBe(200);
      const seq = await changeSeqOf(server);
      await until(
        () => stream.seqs.includes(seq),
        () => `change ${seq} on the stream (saw ${stream.seqs.join(", ")})`,
      );
    } finally {
      await stream.close();
    }
  });
});

const postgres = process.env.TEST_DATABASE_URL;
// Registered only with PostgreSQL (CI's second run): a PGlite run has no such test, not a skipped one.
if (postgres)
  describe("two server instances on one PostgreSQL database", () => {
    let database: { url: string; drop(): Promise<void> };
    let first: Server;
    let second: Server;
    beforeAll(async () => {
      database = (await freshDatabase(postgres))!;
      // One after the other: the second finds the schema migrated and the demo seeded.
      first = await startTestServer({ databaseUrl: database.url });
      second = await startTestServer({ databaseUrl: database.url });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await database?.drop();
    });

    it("delivers a write through one to a live stream opened on the other", async () => {
      const [onFirst, onSecond] = await Promise.all([
        signIn(first.url, demoAccounts.individual),
        signIn(second.url, demoAccounts.individual),
      ]);
      const stream = await openStream(second.url, onSecond.accessToken);
      try {
        await until(() => stream.seqs.length > 0, "the stream's first event");
        for (const [from, to] of [
          ["2062-02-03", "2062-02-05"],
          ["2062-02-10", "2062-02-12"],
        ] as const) {
          expect((await block(first.url, onFirst.accessToken, from, to)).status).toBe(200);
          const seq = await changeSeqOf(first);
          await until(
            () => stream.seqs.includes(seq),
            () =>
              `change ${seq} from the first instance on the second's stream (saw ${stream.seqs.join(", ")})`,
          );
        }
        // And the second's pull after the change before it has the row the first wrote.
        const seq = await changeSeqOf(first);
        const pull = (await (
          await apiClient(second.url)(
            onSecond.accessToken,
            `/api/app/sync/unavailabilities/pull?seq=${seq - 1}`,
          )
        ).json()) as { documents: Array<{ dateFrom: string; unitId: string }> };
        expect(pull.documents.some((d) => d.unitId === "unit-olive" && d.dateFrom === "2062-02-10")).toBe(
          true,
        );
      } finally {
        await stream.close();
      }
    });

    it("answers 409 on one instance to a key still in flight on the other", async () => {
      const [onFirst, onSecond] = await Promise.all([
        signIn(first.url, demoAccounts.individual),
        signIn(second.url, demoAccounts.individual),
      ]);
      const key = randomUUID();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // Hold the host's row so the first send waits inside its transaction, its key claimed.
      const holder = first.db.transaction(async (tx) => {
        await tx.query("select 1 from hosts where id = 'host-anna' for update");
        locked();
        await released;
      });
      await isLocked;
      const sent = block(first.url, onFirst.accessToken, "2062-03-03", "2062-03-05", key);
      await until(async () => {
        const { rows } = await first.db.query<{ n: string }>(
          "select count(*)::text as n from pg_locks where not granted and locktype = 'transactionid'",
        );
        return Number(rows[0]?.n) > 0;
      }, "the first send to wait on the host's row");
      const duplicate = await block(second.url, onSecond.accessToken, "2062-03-03", "2062-03-05", key);
      expect(duplicate.status).toBe(409);
      expect(await duplicate.json()).toMatchObject({ type: "/problems/idempotency-key-in-flight" });
      release();
      await holder;
      const applied = await sent;
      expect(applied.status).toBe(200);
      const text = await applied.text();
      const replay = await block(second.url, onSecond.accessToken, "2062-03-03", "2062-03-05", key);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(await replay.text()).toBe(text);
    });
  });
