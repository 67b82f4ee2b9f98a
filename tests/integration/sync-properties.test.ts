// Properties reach the local store through the change feed like units: the first pull brings every
// property of the host and only those, and a property created, renamed or deleted on the server
// arrives through the live stream's notice (a deleted one as a tombstone, which removes it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { nextChangeSeq } from "../../server/data/change-sequence.ts";
import { whenStatus } from "../../sync/sync-engine.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { startNodeSync } from "../support/node-sync.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
const hostId = demoAccounts.individual.hostId;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, demoAccounts.individual)).accessToken;
});
afterAll(() => server.close());

const until = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

/** A write as the server makes one: the host's next change number, in one transaction. */
const write = (sql: string, params: readonly unknown[]) =>
  server.db.transaction(async (tx) => {
    const seq = await nextChangeSeq(tx, hostId);
    await tx.query(sql, [...params, seq]);
  });

describe("properties in the local store", () => {
  it("pulls every property of the host, and only those, with its name and address", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      const remote = (
        await server.db.query<{ id: string; title: string; city: string; country_code: string }>(
          "select id, title, city, country_code from properties where host_id = $1 order by id",
          [hostId],
        )
      ).rows;
      expect(remote.length).toBeGreaterThan(1);
      const local = (await client.db.collections.properties.find().exec())
        .map((d) => d.toJSON())
        .sort((a, b) => (a.id < b.id ? -1 : 1));
      expect(local.map((p) => [p.id, p.title, p.city, p.countryCode])).toEqual(
        remote.map((p) => [p.id, p.title, p.city, p.country_code]),
      );
      expect(local.find((p) => String(p.id) === "prop-adriana")?.title).toBe("Villa Adriana");
    } finally {
      await client.close();
    }
  });

  it("takes a property created, renamed and deleted on the server through the live stream", async () => {
    const client = await startNodeSync({ url: server.url, accessToken: token });
    const local = async (id: string) => (await client.db.collections.properties.findOne(id).exec())?.toJSON();
    try {
      await whenStatus(client.engine, (s) => s.caughtUp && s.streamConnected);
      await write(
        `insert into properties (id, host_id, property_type, title, state, city, country_code, seq)
         values ('prop-sync-new', $1, 'multi', 'Casa Nuova', 'IN_PROGRESS', 'Lecce', 'IT', $2)`,
        [hostId],
      );
      await until(async () => (await local("prop-sync-new"))?.title === "Casa Nuova", "the new property");
      expect(await local("prop-sync-new")).toMatchObject({
        propertyType: "multi",
        state: "IN_PROGRESS",
        city: "Lecce",
        countryCode: "IT",
      });

      await write(
        "update properties set title = 'Casa Nuova al Mare', seq = $2 where id = 'prop-sync-new' and host_id = $1",
        [hostId],
      );
      await until(
        async () => (await local("prop-sync-new"))?.title === "Casa Nuova al Mare",
        "the renamed property",
      );

      await write(
        "update properties set state = 'DELETED', seq = $2 where id = 'prop-sync-new' and host_id = $1",
        [hostId],
      );
      await until(async () => (await local("prop-sync-new")) === undefined, "the deleted property to leave");
      // The others stay.
      expect((await local("prop-adriana"))?.title).toBe("Villa Adriana");
    } finally {
      await client.close();
    }
  });

  it("never sends another host's property", async () => {
    const other = demoAccounts.company.hostId;
    const { rows } = await server.db.query<{ id: string }>("select id from properties where host_id = $1", [
      other,
    ]);
    expect(rows.length).toBeGreaterThan(0);
    const client = await startNodeSync({ url: server.url, accessToken: token });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp);
      const ids = new Set<string>((await client.db.collections.properties.find().exec()).map((d) => d.id));
      for (const row of rows) expect(ids.has(row.id)).toBe(false);
    } finally {
      await client.close();
    }
  });
});
