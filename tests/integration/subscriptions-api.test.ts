// Subscriptions against the real server (listing spec §3, §4, §7): plans, a unit's info, plan
// changes through the built-in payment provider, scheduled changes, cancellation, the coin
// subscription and boosts — with Idempotency-Key (a replay never charges twice) and tenancy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { SubscriptionInfo } from "../../domain/subscription/subscription-info.ts";
import { Plan, Subscription } from "../../domain/subscription/subscription.ts";
import { expectInvalidParams, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  body: JSON.stringify(body),
  headers,
});
const paymentsOf = async (hostId: string) =>
  (
    await server.db.query<{ amount_cents: number }>(
      "select amount_cents from payments where host_id = $1 order by created_at, id",
      [hostId],
    )
  ).rows.map((r) => r.amount_cents);

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

describe("plans and info", () => {
  it("lists plans, monthly or yearly", async () => {
    const plans = Schema.decodeUnknownSync(Schema.Array(Plan))(
      await jsonOf(api(anna, "/api/app/subscriptions/plans")),
    );
    const yearly = await jsonOf<Array<{ period: number }>>(
      api(anna, "/api/app/subscriptions/plans?periodUnit=year"),
    );
    expect(yearly.length).toBeGreaterThan(0);
    expect(yearly.every((p) => p.period === 12)).toBe(true);
    expect(plans.length).toBeGreaterThan(yearly.length);
    await expectProblem(
      api(alpine, "/api/app/subscriptions/plans?unitId=unit-limone"),
      404,
      "/problems/not-found",
    );
  });

  it("answers a unit's current plan and the plans above it", async () => {
    const info = Schema.decodeUnknownSync(SubscriptionInfo)(
      await jsonOf(api(anna, "/api/app/subscription/info/unit-limone")),
    );
    expect(info.currentPlan).toMatchObject({
      subscriptionId: "sub-anna-limone",
      subscriptionStatus: "active",
    });
    expect(info.upgradeablePlans.map((p) => p.planItemPriceId)).toContain("hearth-premium-EUR-monthly");
    expect(info.upgradeablePlans.map((p) => p.planItemPriceId)).not.toContain("hearth-basic-EUR-monthly");
    await expectProblem(api(alpine, "/api/app/subscription/info/unit-limone"), 404, "/problems/not-found");
  });

  it("prices self-renewal plans with a coupon", async () => {
    const plain = await jsonOf<Array<{ planItemPriceId: string; price: number }>>(
      api(anna, "/api/app/subscription/self-renewal/plans/unit-olive"),
    );
    const coupon = await jsonOf<Array<{ planItemPriceId: string; price: number }>>(
      api(anna, "/api/app/subscription/self-renewal/plans/unit-olive?couponId=hearth25"),
    );
    expect(coupon.map((p) => p.planItemPriceId)).toEqual(plain.map((p) => p.planItemPriceId));
    coupon.forEach((p, i) => expect(p.price).toBeCloseTo(plain[i]!.price * 0.75, 2));
    await expectInvalidParams(
      api(anna, "/api/app/subscription/self-renewal/plans/unit-olive?couponId=NOPE"),
      ["couponId"],
    );
    await expectProblem(
      api(alpine, "/api/app/subscription/self-renewal/plans/unit-olive"),
      404,
      "/problems/not-found",
    );
  });

  it("answers the payment source and the expiring subscriptions", async () => {
    expect(await jsonOf(api(anna, "/api/app/subscriptions/payment-source/status"))).toMatchObject({
      status: "valid",
    });
    expect(await jsonOf(api(alpine, "/api/app/subscriptions/payment-source/status"))).toMatchObject({
      status: "missing",
    });
    const expiring = await jsonOf<Array<{ unitId: string }>>(api(anna, "/api/app/subscription/expiring"));
    expect(expiring.map((e) => e.unitId)).toEqual(["unit-olive"]);
    expect(await jsonOf(api(alpine, "/api/app/subscription/expiring"))).toEqual([]);
  });
});

describe("plan changes", () => {
  it("schedules a downgrade, drops it with a reason, then charges an upgrade once", async () => {
    const change = (body: unknown, headers: Record<string, string> = {}) =>
      api(anna, "/api/app/subscription/sub-anna-limone/change-plan", json("POST", body, headers));
    const down = await jsonOf<{ appliesAt: string }>(change({ planItemPriceId: "hearth-basic-EUR-monthly" }));
    expect(down.appliesAt).toBe("endOfTerm");
    expect(await jsonOf(api(anna, "/api/app/subscription/sub-anna-limone/scheduled-changes"))).toEqual({
      scheduledChange: { planItemPriceId: "hearth-basic-EUR-monthly", period: 1, periodUnit: "month" },
    });
    await jsonOf(
      api(
        anna,
        "/api/app/subscription/sub-anna-limone/scheduled-changes",
        json("DELETE", { reason: "Changed my mind" }),
      ),
    );
    expect(await jsonOf(api(anna, "/api/app/subscription/sub-anna-limone/scheduled-changes"))).toEqual({
      scheduledChange: null,
    });
    const before = await paymentsOf("host-anna");
    const up = await sendTwice((headers) =>
      change({ planItemPriceId: "hearth-premium-EUR-monthly", couponCode: "WELCOME10" }, headers),
    );
    expect(up.body).toMatchObject({
      appliesAt: "now",
      currentPlan: { planItemPriceId: "hearth-premium-EUR-monthly" },
    });
    // 69 € less 10 %, charged once although the command was sent twice.
    expect(await paymentsOf("host-anna")).toEqual([...before, 6210]);
  });

  it("refuses unknown plans and coupons, and another host's subscription", async () => {
    const change = (body: unknown, token = anna) =>
      api(token, "/api/app/subscription/sub-anna-limone/change-plan", json("POST", body));
    await expectInvalidParams(change({ planItemPriceId: "gold" }), ["planItemPriceId"]);
    await expectInvalidParams(change({ planItemPriceId: "hearth-basic-EUR-monthly", couponCode: "FREE" }), [
      "couponCode",
    ]);
    await expectProblem(
      change({ planItemPriceId: "hearth-basic-EUR-monthly" }, alpine),
      404,
      "/problems/not-found",
    );
    await expectProblem(
      api(alpine, "/api/app/subscription/sub-anna-limone/scheduled-changes"),
      404,
      "/problems/not-found",
    );
  });
});

describe("DELETE /api/app/subscription", () => {
  it("schedules the cancellation for the end of the term, for the owner only", async () => {
    const cancel = (token: string) =>
      api(
        token,
        "/api/app/subscription",
        json("DELETE", { reason: "Selling the flat", subscriptionId: "sub-anna-limone" }),
      );
    await expectProblem(cancel(alpine), 404, "/problems/not-found");
    const cancelled = await jsonOf<{ currentPlan: { isCancellationScheduled: boolean } }>(cancel(anna));
    expect(cancelled.currentPlan.isCancellationScheduled).toBe(true);
    await expectInvalidParams(
      api(anna, "/api/app/subscription", json("DELETE", { subscriptionId: "sub-anna-limone" })),
      ["reason"],
    );
  });
});

describe("coin subscription and boosts", () => {
  it("books boosts from coins, then through the payment provider", async () => {
    const decode = Schema.decodeUnknownSync(Subscription);
    const start = decode(await jsonOf(api(anna, "/api/app/v2/user/subscription")));
    expect(start.boost.availableItems).toBe(2);
    const book = (startDate: string, endDate: string, token = anna, headers: Record<string, string> = {}) =>
      api(token, "/api/app/user/subscription/coin/boost", json("POST", { startDate, endDate }, headers));
    // Scheduled periods are those not yet ended by the server's today, so the boosts are booked
    // after it: the test holds whatever day it runs.
    const { rows } = await server.db.query<{ today: string }>("select current_date::text as today");
    const today = rows[0]!.today;
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const first = await sendTwice((headers) => book(day(30), day(37), anna, headers));
    expect(first.body).toMatchObject({ paidWith: "coins", subscription: { boost: { availableItems: 1 } } });
    await jsonOf(book(day(60), day(67)));
    const paidBefore = await paymentsOf("host-anna");
    const third = await jsonOf<{ paidWith: string }>(book(day(90), day(97)));
    expect(third.paidWith).toBe("payment");
    expect(await paymentsOf("host-anna")).toHaveLength(paidBefore.length + 1);
    // Overlapping dates, reversed dates and a host without a coin subscription are refused.
    await expectProblem(book(day(34), day(39)), 409, "/problems/conflict");
    await expectInvalidParams(book(day(127), day(120)), ["endDate"]);
    await expectProblem(book(day(150), day(157), alpine), 409, "/problems/conflict");
    const after = decode(await jsonOf(api(anna, "/api/app/v2/user/subscription")));
    expect(after.boost.scheduledPeriods).toEqual([
      { startDate: day(30), endDate: day(37) },
      { startDate: day(60), endDate: day(67) },
      { startDate: day(90), endDate: day(97) },
    ]);
    const theirs = decode(await jsonOf(api(alpine, "/api/app/v2/user/subscription")));
    expect(theirs).toMatchObject({ expirationDate: null, boost: { scheduledPeriods: [] } });
  });

  it("refuses a coin boost while the user info says coins are off, and books nothing", async () => {
    const info = (token: string) =>
      jsonOf<{ isCoinSubscriptionEnabled: boolean }>(api(token, "/api/app/user/info"));
    expect((await info(anna)).isCoinSubscriptionEnabled).toBe(true);
    await server.db.query("update hosts set is_coin_subscription_enabled = false where id = 'host-anna'");
    try {
      expect((await info(anna)).isCoinSubscriptionEnabled).toBe(false);
      const before = await jsonOf(api(anna, "/api/app/v2/user/subscription"));
      const { rows } = await server.db.query<{ today: string }>("select (current_date + 200)::text as today");
      const from = rows[0]!.today;
      const to = new Date(Date.parse(`${from}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
      const refused = await api(
        anna,
        "/api/app/user/subscription/coin/boost",
        json("POST", { startDate: from, endDate: to }),
      );
      expect(refused.status).toBe(409);
      expect(refused.headers.get("content-type")).toContain("application/problem+json");
      expect(((await refused.json()) as { detail: string }).detail).toMatch(/not enabled/);
      expect(await jsonOf(api(anna, "/api/app/v2/user/subscription"))).toEqual(before);
    } finally {
      await server.db.query("update hosts set is_coin_subscription_enabled = true where id = 'host-anna'");
    }
  });
});
