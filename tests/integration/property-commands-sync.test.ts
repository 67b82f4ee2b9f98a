// Properties and units made offline through the outbox, against the real server: shown at once in the
// calendar's projection (which the properties screens read), then sent when the device is online, the
// unit after its property and the unit's own change after the unit, each exactly once, whatever the
// order the aggregates' heads would otherwise take.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PropertyId, UnitId } from "../../domain/ids.ts";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { whenStatus } from "../../sync/sync-engine.ts";
import { signIn } from "../support/sign-in.ts";
import { startNodeSync } from "../support/node-sync.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, demoAccounts.individual)).accessToken;
});
afterAll(() => server.close());

const until = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe("a property and its unit made offline", () => {
  it("show at once, and reach the server once each, the property first", async () => {
    // The property's call is slow to arrive: a unit sent beside it rather than after it would reach
    // the server first, find no property, and be refused.
    const slowPropertyCreation: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (init?.method === "POST" && url.endsWith("/api/app/properties"))
        await new Promise((r) => setTimeout(r, 400));
      return fetch(input, init);
    };
    const client = await startNodeSync({ url: server.url, accessToken: token, fetch: slowPropertyCreation });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      client.engine.calendar.openNow?.();
      await until(() => client.engine.calendar.getSnapshot().ready, "the calendar's projection");
      client.engine.setOnline(false);

      const propertyId = PropertyId.make(randomUUID());
      const unitId = UnitId.make(randomUUID());
      // Made in the order a host makes them; the unit is on its own aggregate, which waits for the
      // property's, and the unit's change on the unit's.
      await client.engine.outbox.enqueue("createProperty", {
        propertyId,
        propertyType: "multi",
        title: "Casa Offline",
      });
      await client.engine.outbox.enqueue("createUnit", { propertyId, unitId });
      await client.engine.outbox.enqueue("updateUnit", { unitId, changes: { title: "Studio Offline" } });
      await client.engine.outbox.enqueue("updateProperty", {
        propertyId,
        changes: { description: "By the sea" },
      });

      await until(
        () => client.engine.calendar.getSnapshot().units.get(unitId)?.title === "Studio Offline",
        "the unit shown",
      );
      const shown = client.engine.calendar.getSnapshot();
      expect(shown.properties.get(propertyId)).toMatchObject({
        title: "Casa Offline",
        description: "By the sea",
      });
      expect(shown.units.get(unitId)).toMatchObject({ propertyId, state: "IN_PROGRESS" });
      expect((await server.db.query("select 1 from properties where id = $1", [propertyId])).rows).toEqual(
        [],
      );

      client.engine.setOnline(true);
      await until(
        async () => (await client.db.collections.outbox.count().exec()) === 0,
        // A refused command would stay, failed.
        "every command replayed and retired",
      );
      const rows = await server.db.query<{
        title: string;
        description: string;
        units: string;
        unit_title: string;
      }>(
        `select p.title, p.description, (select count(*) from units u where u.property_id = p.id)::text as units,
           (select u.title from units u where u.id = $2) as unit_title
         from properties p where p.id = $1`,
        [propertyId, unitId],
      );
      expect(rows.rows).toEqual([
        { title: "Casa Offline", description: "By the sea", units: "1", unit_title: "Studio Offline" },
      ]);
      // The mirror holds the server's copies now, and nothing is pending.
      await until(
        async () => (await client.db.collections.units.findOne(unitId).exec())?.title === "Studio Offline",
        "the unit in the mirror",
      );
      expect((await client.db.collections.properties.findOne(propertyId).exec())?.toJSON()).toMatchObject({
        title: "Casa Offline",
        description: "By the sea",
      });
    } finally {
      await client.close();
    }
  });
});
