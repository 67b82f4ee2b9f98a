// The live stream's notices name the collections that changed (docs/decisions.md, "Change notices
// name their collections"), against the real server: a guest's message announces the inbox's
// collections and nothing else, a burst of writes is coalesced into notices that still cover every
// collection touched, and through the real sync engine a new message makes only the inbox's pulls
// run. The collections a range of numbers touched are read from the tables themselves, as an
// oracle independent of the server's probe.
import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChangeNotice, pulledCollectionNames } from "../../domain/sync-protocol/change-notice.ts";
import type { GuestSession } from "../../domain/messaging/messaging-api.ts";
import { demoAccounts, demoGuest } from "../../server/seed/demo-seed.ts";
import { readEvents } from "../../sync/change-stream.ts";
import { whenStatus } from "../../sync/sync-engine.ts";
import { apiClient, jsonOf } from "../support/api-client.ts";
import { seedBookingRequests, until } from "../support/host-fixtures.ts";
import { startNodeSync } from "../support/node-sync.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
let guest: GuestSession;
const hostId = "host-anna";

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, demoAccounts.individual)).accessToken;
  guest = await jsonOf<GuestSession>(
    fetch(`${server.url}/api/guest/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bookingCode: demoGuest.bookingCode, email: demoGuest.email }),
    }),
  );
});
afterAll(() => server.close());

const decodeNotice = Schema.decodeUnknownSync(Schema.fromJsonString(ChangeNotice));

/** A live stream's notices as they arrive. */
async function openNotices() {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/app/sync/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const notices: ChangeNotice[] = [];
  const reading = readEvents(response.body!, (event, data) => {
    if (event === "change") notices.push(decodeNotice(data));
  }).catch(() => undefined);
  await until(() => notices.length > 0, "the stream's first event");
  return {
    notices,
    /** The notices after the first, once one has reached `seq`. */
    async upTo(seq: number) {
      await until(
        () => notices.some((n) => n.seq >= seq),
        () => `a notice of ${seq} (saw ${JSON.stringify(notices)})`,
      );
      return notices.slice(1);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

const changeSeq = async () =>
  Number(
    (await server.db.query<{ s: string }>("select change_seq::text as s from hosts where id = $1", [hostId]))
      .rows[0]?.s,
  );

/** The tables behind each pull; `records` is the five small feeds (subscription info also moves with boosts). */
const tablesOf: Record<(typeof pulledCollectionNames)[number], readonly string[]> = {
  units: ["units"],
  reservations: ["reservations"],
  properties: ["properties"],
  unavailabilities: ["unavailabilities"],
  channels: ["channels"],
  messages: ["messages"],
  records: [
    "reviews",
    "user_interactions",
    "host_tasks",
    "subscriptions",
    "boost_periods",
    "guest_preferences",
  ],
};

/** The oracle: the pulls whose tables hold a row of the host numbered in (after, upTo]. */
async function touchedBetween(after: number, upTo: number): Promise<string[]> {
  const touched: string[] = [];
  for (const name of pulledCollectionNames) {
    for (const table of tablesOf[name]) {
      const { rows } = await server.db.query(
        `select 1 from ${table} where host_id = $1 and seq > $2 and seq <= $3 limit 1`,
        [hostId, after, upTo],
      );
      if (rows.length > 0) {
        touched.push(name);
        break;
      }
    }
  }
  return touched;
}

const sendGuestMessage = (body: string) =>
  jsonOf(
    apiClient(server.url)(guest.token, "/api/guest/chat/messages", {
      method: "POST",
      body: JSON.stringify({ body, clientMessageId: randomUUID() }),
    }),
  );

const block = (dateFrom: string, dateTo: string) =>
  jsonOf(
    apiClient(server.url)(token, "/api/app/properties/unit-olive/unavailabilities/block", {
      method: "POST",
      body: JSON.stringify({ dateFrom, dateTo }),
    }),
  );

describe("change notices on the live stream", () => {
  it("starts with the current number, naming no collection: the client pulls everything on connecting", async () => {
    const stream = await openNotices();
    try {
      expect(stream.notices[0]).toEqual({ seq: await changeSeq() });
    } finally {
      await stream.close();
    }
  });

  it("announces a guest's message as a change to channels and messages only", async () => {
    const stream = await openNotices();
    try {
      const before = await changeSeq();
      await sendGuestMessage("Is the sauna heated in winter?");
      const after = await changeSeq();
      expect(after).toBe(before + 1);
      const notices = await stream.upTo(after);
      expect(notices).toEqual([{ seq: after, collections: ["channels", "messages"] }]);
      expect(await touchedBetween(before, after)).toEqual(["channels", "messages"]);
    } finally {
      await stream.close();
    }
  });

  it("announces a block as the calendar's change, and a guest-preferences answer as the records'", async () => {
    const stream = await openNotices();
    try {
      const before = await changeSeq();
      await block("2063-04-03", "2063-04-05");
      const blocked = await changeSeq();
      await stream.upTo(blocked);
      await jsonOf(
        apiClient(server.url)(token, "/api/app/user/guest-preferences", {
          method: "PATCH",
          body: JSON.stringify({ language: "hostLanguage" }),
        }),
      );
      const answered = await changeSeq();
      const notices = await stream.upTo(answered);
      expect(notices).toEqual([
        { seq: blocked, collections: await touchedBetween(before, blocked) },
        { seq: answered, collections: ["records"] },
      ]);
      expect(notices[0]!.collections).toContain("unavailabilities");
      expect(notices[0]!.collections).not.toContain("messages");
    } finally {
      await stream.close();
    }
  });

  it("coalesces a burst of writes into fewer notices that name every collection each range touched", async () => {
    const stream = await openNotices();
    try {
      const start = stream.notices[0]!.seq;
      // Sent without waiting: the writes' notices come in while the first probe runs.
      const writes: Array<Promise<unknown>> = [];
      for (let i = 0; i < 12; i++) {
        writes.push(seedBookingRequests(server.db, hostId, 1));
        writes.push(sendGuestMessage(`Burst message ${i}`));
      }
      writes.push(block("2063-05-03", "2063-05-05"));
      await Promise.all(writes);
      const last = await changeSeq();
      const notices = await stream.upTo(last);
      expect(notices.length).toBeLessThan(writes.length);
      // Each notice answers the numbers after the one before it, up to its own. It names every
      // collection with a row still carrying one of those numbers (a later message may since have
      // renumbered the channel an earlier one touched, so the tables cannot say more), and nothing
      // the burst did not touch.
      const burst = ["channels", "messages", "reservations", "unavailabilities"];
      let from = start;
      for (const notice of notices) {
        expect(notice.seq).toBeGreaterThan(from);
        expect(notice.collections).toEqual(expect.arrayContaining(await touchedBetween(from, notice.seq)));
        expect(burst).toEqual(expect.arrayContaining([...(notice.collections ?? ["everything"])]));
        from = notice.seq;
      }
      expect(from).toBe(last);
      const union = new Set(notices.flatMap((n) => n.collections ?? []));
      expect([...union].sort()).toEqual(burst);
    } finally {
      await stream.close();
    }
  });
});

describe("the sync engine on a change notice", () => {
  it("pulls only the channels and messages when a guest writes", async () => {
    const pulls: string[] = [];
    const counting: typeof fetch = (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const path = /\/api\/app\/sync\/([^/]+)\/pull/.exec(url)?.[1];
      if (path !== undefined) pulls.push(path);
      return fetch(input, init);
    };
    const client = await startNodeSync({ url: server.url, accessToken: token, fetch: counting });
    try {
      await whenStatus(client.engine, (s) => s.caughtUp && s.streamConnected && !s.pulling);
      // The connection's pulls of everything are over once no pull has started for a while.
      let seen = -1;
      await until(
        async () => {
          const quiet = seen === pulls.length && !client.engine.status$.value.pulling;
          seen = pulls.length;
          await new Promise((resolve) => setTimeout(resolve, 250));
          return quiet;
        },
        "the first pulls to end",
        15_000,
      );
      expect(new Set(pulls)).toEqual(new Set(pulledCollectionNames));
      pulls.length = 0;

      const id = randomUUID();
      await jsonOf(
        apiClient(server.url)(guest.token, "/api/guest/chat/messages", {
          method: "POST",
          body: JSON.stringify({ body: "Can we check in at noon?", clientMessageId: id }),
        }),
      );
      await until(
        async () => (await client.db.collections.messages.findOne(id).exec()) !== null,
        "the guest's message in the local store",
      );
      await whenStatus(client.engine, (s) => !s.pulling);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect([...new Set(pulls)].sort()).toEqual(["channels", "messages"]);
    } finally {
      await client.close();
    }
  });
});
