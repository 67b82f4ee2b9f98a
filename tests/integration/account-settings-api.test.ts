// The host's own settings against the real server: guest preferences (operations spec §3, §7),
// notification interactions (listing spec §3, §4) and tasks (operations spec §3, §4). Each write
// goes through Idempotency-Key, changes only what its schema allows, and takes a change number.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { GuestPreferencesDocument } from "../../domain/guest-profile/guest-preferences-document.ts";
import type { UserInteraction } from "../../domain/notifications/notification.ts";
import type { Task } from "../../domain/tasks/task.ts";
import { expectInvalidParams, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

const decodePreferences = Schema.decodeUnknownSync(GuestPreferencesDocument);
const changeSeq = async (hostId: string) =>
  Number(
    (await server.db.query<{ s: string }>("select change_seq::text as s from hosts where id = $1", [hostId]))
      .rows[0]?.s,
  );
const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  body: JSON.stringify(body),
  headers,
});

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

describe("/api/app/user/guest-preferences", () => {
  it("starts unanswered and saves each step's answer alone", async () => {
    const empty = decodePreferences(await jsonOf(api(anna, "/api/app/user/guest-preferences")));
    expect(empty).toMatchObject({ bookingTimes: [], groupSizes: [], language: null });
    const before = await changeSeq("host-anna");
    const first = await sendTwice((headers) =>
      api(anna, "/api/app/user/guest-preferences", json("PATCH", { bookingTimes: ["lastMinute"] }, headers)),
    );
    expect(first.body).toMatchObject({ bookingTimes: ["lastMinute"], groupSizes: [], seq: before + 1 });
    await jsonOf(api(anna, "/api/app/user/guest-preferences", json("PATCH", { language: "hostLanguage" })));
    const saved = decodePreferences(await jsonOf(api(anna, "/api/app/user/guest-preferences")));
    expect(saved).toMatchObject({ bookingTimes: ["lastMinute"], language: "hostLanguage", seq: before + 2 });
    // The other host's preferences are their own.
    const theirs = decodePreferences(await jsonOf(api(alpine, "/api/app/user/guest-preferences")));
    expect(theirs).toMatchObject({ bookingTimes: [], language: null });
  });

  it("refuses an empty patch, unknown options, repeats and extra fields", async () => {
    const before = await jsonOf(api(anna, "/api/app/user/guest-preferences"));
    const patch = (body: unknown) => api(anna, "/api/app/user/guest-preferences", json("PATCH", body));
    await expectProblem(patch({}), 400, "/problems/bad-request");
    await expectInvalidParams(patch({ groupSizes: ["crowd"] }), ["groupSizes.0"]);
    await expectInvalidParams(patch({ groupSizes: ["solo", "solo"] }), ["groupSizes"]);
    await expectInvalidParams(patch({ language: "hostLanguage", seq: 99 }), ["seq"]);
    expect(await jsonOf(api(anna, "/api/app/user/guest-preferences"))).toEqual(before);
  });
});

describe("notification interactions", () => {
  it("lists the seeded entries and marks one read under one Idempotency-Key", async () => {
    const entries = await jsonOf<UserInteraction[]>(api(anna, "/api/app/user/interactions"));
    const unread = entries.find((e) => !e.interacted)!;
    expect(unread).toBeDefined();
    const before = await changeSeq("host-anna");
    const now = "2026-05-01T10:00:00.000Z";
    const answer = await sendTwice((headers) =>
      api(
        anna,
        "/api/app/user/interaction",
        json("PUT", [{ interactionType: unread.interactionType, createdAt: now, interacted: true }], headers),
      ),
    );
    expect(answer.status).toBe(200);
    expect(await changeSeq("host-anna")).toBe(before + 1);
    const after = await jsonOf<UserInteraction[]>(api(anna, "/api/app/user/interactions"));
    const marked = after.find((e) => e.interactionType === unread.interactionType)!;
    // Read now, and still dated when it was created.
    expect(marked).toEqual({ ...unread, interacted: true });
    expect(after).toHaveLength(entries.length);
    // Host-alpine's entries are untouched.
    const theirs = await jsonOf<UserInteraction[]>(api(alpine, "/api/app/user/interactions"));
    expect(theirs.find((e) => e.interactionType === unread.interactionType)?.interacted).toBe(false);
  });

  it("refuses a body that is not a list of interactions", async () => {
    const put = (body: unknown) => api(anna, "/api/app/user/interaction", json("PUT", body));
    await expectProblem(put({ interactionType: "x" }), 400, "/problems/bad-request");
    await expectInvalidParams(put([{ interactionType: "", createdAt: "2026-05-01", interacted: true }]), [
      "0.interactionType",
    ]);
    await expectInvalidParams(
      put([{ interactionType: "a", createdAt: "2026-05-01", interacted: true, hostId: "host-alpine" }]),
      ["0.hostId"],
    );
  });
});

describe("tasks", () => {
  const move = (taskType: string, status: unknown, token = anna, headers: Record<string, string> = {}) =>
    api(token, `/api/app/user/task/${taskType}`, json("PATCH", { status }, headers));

  it("moves a task along its transitions only", async () => {
    const tasks = await jsonOf<Task[]>(api(anna, "/api/app/user/tasks"));
    expect(tasks).toEqual([
      { type: "bulk_switch_to_instant_booking", status: "not_started" },
      { type: "bulk_switch_to_other_booking_type", status: "not_started" },
    ]);
    const before = await changeSeq("host-anna");
    const started = await sendTwice((headers) =>
      move("bulk_switch_to_instant_booking", "in_progress", anna, headers),
    );
    expect(started.body).toEqual({ type: "bulk_switch_to_instant_booking", status: "in_progress" });
    expect(await changeSeq("host-anna")).toBe(before + 1);
    await jsonOf(move("bulk_switch_to_instant_booking", "done"));
    // done is final.
    await expectProblem(
      move("bulk_switch_to_instant_booking", "in_progress"),
      409,
      "/problems/invalid-transition",
    );
    // Not started cannot jump to done.
    await expectProblem(
      move("bulk_switch_to_other_booking_type", "done"),
      409,
      "/problems/invalid-transition",
    );
    const after = await jsonOf<Task[]>(api(anna, "/api/app/user/tasks"));
    expect(after[0]).toEqual({ type: "bulk_switch_to_instant_booking", status: "done" });
    // Host-alpine's tasks did not move.
    const theirs = await jsonOf<Task[]>(api(alpine, "/api/app/user/tasks"));
    expect(theirs.every((t) => t.status === "not_started")).toBe(true);
  });

  it("refuses unknown task types and statuses", async () => {
    await expectInvalidParams(move("do_the_dishes", "done"), ["taskType"]);
    await expectInvalidParams(move("bulk_switch_to_other_booking_type", "finished"), ["status"]);
  });
});
