// A command retires once the server applied it and a pull brought that back, even while the rest of
// the app keeps the local store busy. RxDB's awaitInSync, which it once used, also waits until no
// query or write of any collection is in flight; right after a large host's first load the projections read tens of
// thousands of stored documents back to back, and a confirmed block stayed "waiting to sync" for
// 30 s and more (the calendar benchmark timed out on it). The catch-up waits for a pull cycle that
// started after it was asked for, and for that cycle's writes, only (sync/pull-loop.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { whenStatus } from "../../sync/sync-engine.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { startNodeSync } from "../support/node-sync.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, demoAccounts.individual)).accessToken;
});
afterAll(() => server.close());

describe("retiring a command", () => {
  it("does not wait for the store to fall idle: it retires while a read keeps the store busy", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    let locked = false;
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      // A read in flight all along, as a projection reading its documents back to back keeps one:
      // RxDB counts every query and write of the store in its idle queue.
      client.db.idleQueue.lock();
      locked = true;
      const { rows } = await server.db.query<{ id: string }>(
        "select id from reservations where host_id = 'host-anna' and kind = 'booking_request' and status = 'REQUESTED' limit 1",
      );
      const target = rows[0]!.id;
      await client.engine.outbox.enqueue("confirmBookingRequest", { bookingRequestId: target });
      const started = Date.now();
      // Well under the 30 s it took before; the store stays busy all the while.
      const deadline = started + 10_000;
      while ((await client.db.collections.outbox.count().exec()) > 0) {
        if (Date.now() > deadline) throw new Error("the confirm did not retire while the store was busy");
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(client.db.idleQueue.isIdle()).toBe(false);
      const status = await server.db.query<{ status: string }>(
        "select status from reservations where id = $1",
        [target],
      );
      expect(status.rows[0]?.status).toBe("CONFIRMED");
      expect(client.engine.reservations.getSnapshot().reservations.get(target)?.status).toBe("CONFIRMED");
    } finally {
      if (locked) client.db.idleQueue.unlock();
      await client.close();
    }
  });
});
