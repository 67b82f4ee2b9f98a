// The last account and subscription calls against the real server (listing spec §7):
// init-onboarding, the billing tag, hosted checkout through the local payment provider
// (subscription/in_progress) and the public app settings per locale.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import {
  apiClient,
  expectInvalidParams,
  expectProblem,
  jsonOf,
  sendTwice,
  type Api,
} from "../support/api-client.ts";
import { hostFingerprint } from "../support/host-rows.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let anna: string;
let alpine: string;

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  body: JSON.stringify(body),
  headers,
});
const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(sql, params)).rows[0]!.n;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  [anna, alpine] = await Promise.all([
    signIn(server.url, demoAccounts.individual).then((t) => t.accessToken),
    signIn(server.url, demoAccounts.company).then((t) => t.accessToken),
  ]);
});
afterAll(() => server.close());

describe("POST /api/app/user/init-onboarding", () => {
  it("refuses a host who finished onboarding, and changes nothing", async () => {
    const before = await hostFingerprint(server.db, "host-anna");
    await expectProblem(
      api(anna, "/api/app/user/init-onboarding", json("POST", { type: "company" })),
      409,
      "/problems/invalid-transition",
    );
    expect(await hostFingerprint(server.db, "host-anna")).toEqual(before);
  });

  it("starts onboarding for a host still in it: type and commercial model, once per key", async () => {
    // A host that signed up and has not finished onboarding yet.
    await server.db.query("update hosts set onboarding_status = 'in_progress' where id = 'host-alpine'");
    const started = await sendTwice((headers) =>
      api(
        alpine,
        "/api/app/user/init-onboarding",
        json("POST", { type: "individual", commercialModel: "subscription" }, headers),
      ),
    );
    expect(started.body).toEqual({
      onboardingStatus: "in_progress",
      type: "individual",
      commercialModel: "subscription",
    });
    expect(await jsonOf(api(alpine, "/api/app/user/info"))).toMatchObject({
      type: "individual",
      onboardingStatus: "in_progress",
      commercialModel: "subscription",
    });
    // Without a commercial model the stored one stays.
    expect(
      await jsonOf(api(alpine, "/api/app/user/init-onboarding", json("POST", { type: "company" }))),
    ).toEqual({
      onboardingStatus: "in_progress",
      type: "company",
      commercialModel: "subscription",
    });
  });

  it("refuses a missing or unknown type and fields outside the schema", async () => {
    await expectInvalidParams(api(alpine, "/api/app/user/init-onboarding", json("POST", {})), ["type"]);
    await expectInvalidParams(api(alpine, "/api/app/user/init-onboarding", json("POST", { type: "robot" })), [
      "type",
    ]);
    await expectInvalidParams(
      api(
        alpine,
        "/api/app/user/init-onboarding",
        json("POST", { type: "company", onboardingStatus: "finished" }),
      ),
      ["onboardingStatus"],
    );
  });
});

describe("PUT /api/app/user/billing-tag/{tag}/save", () => {
  const tagOf = async (host: string) =>
    (
      await server.db.query<{ billing_tag: string | null }>("select billing_tag from hosts where id = $1", [
        host,
      ])
    ).rows[0]!.billing_tag;

  it("saves the caller's tag only, once per key", async () => {
    const saved = await sendTwice((headers) =>
      api(anna, "/api/app/user/billing-tag/partner-2026/save", { method: "PUT", headers }),
    );
    expect(saved.body).toEqual({ billingTag: "partner-2026" });
    expect(await tagOf("host-anna")).toBe("partner-2026");
    expect(await tagOf("host-alpine")).toBeNull();
  });

  it("refuses a malformed tag or a body, and keeps the saved tag", async () => {
    await expectInvalidParams(api(anna, "/api/app/user/billing-tag/a%20b/save", { method: "PUT" }), ["tag"]);
    await expectInvalidParams(
      api(anna, `/api/app/user/billing-tag/${"x".repeat(65)}/save`, { method: "PUT" }),
      ["tag"],
    );
    await expectInvalidParams(
      api(anna, "/api/app/user/billing-tag/other/save", json("PUT", { hostId: "host-alpine" })),
      ["body"],
    );
    expect(await tagOf("host-anna")).toBe("partner-2026");
  });
});

describe("hosted checkout: POST /api/app/subscription/checkout and /in_progress", () => {
  const unsubscribedUnit = async (host: string) => {
    const { rows } = await server.db.query<{ id: string }>(
      `select id from units u where host_id = $1 and state <> 'DELETED'
       and not exists (select 1 from subscriptions s where s.unit_id = u.id and s.status <> 'cancelled')
       order by id limit 1`,
      [host],
    );
    if (!rows[0]) throw new Error(`${host} has no unit without a subscription`);
    return rows[0].id;
  };

  it("opens a page, starts the subscription when it comes back, and charges once however often it is reported", async () => {
    const unitId = await unsubscribedUnit("host-anna");
    const payments = () => count("select count(*)::int as n from payments where host_id = 'host-anna'");
    const paidBefore = await payments();
    const page = await sendTwice((headers) =>
      api(
        anna,
        "/api/app/subscription/checkout",
        json(
          "POST",
          { unitId, planItemPriceId: "hearth-standard-EUR-monthly", couponCode: "welcome10" },
          headers,
        ),
      ),
    );
    const { hostedPageId, amountCents, currency, url } = page.body as {
      hostedPageId: string;
      amountCents: number;
      currency: string;
      url: string | null;
    };
    // 39 EUR less 10 %, and the local provider has no page to visit.
    expect({ amountCents, currency, url }).toEqual({ amountCents: 3510, currency: "EUR", url: null });
    expect(await payments()).toBe(paidBefore);

    // Another host cannot report anna's page.
    await expectProblem(
      api(alpine, "/api/app/subscription/in_progress", json("POST", { hostedPageId })),
      404,
      "/problems/not-found",
    );
    const applied = await sendTwice((headers) =>
      api(anna, "/api/app/subscription/in_progress", json("POST", { hostedPageId }, headers)),
    );
    const result = applied.body as { subscriptionId: string; paymentId: string; unitId: string };
    expect(result).toMatchObject({ hostedPageId, unitId, planItemPriceId: "hearth-standard-EUR-monthly" });
    expect(await payments()).toBe(paidBefore + 1);
    expect(await count("select amount_cents as n from payments where id = $1", [result.paymentId])).toBe(
      3510,
    );
    // Reported again under a new key: the same subscription, no second charge.
    expect(
      await jsonOf(api(anna, "/api/app/subscription/in_progress", json("POST", { hostedPageId }))),
    ).toEqual(applied.body);
    expect(await payments()).toBe(paidBefore + 1);
    const info = await jsonOf<{ currentPlan: { subscriptionId: string; subscriptionStatus: string } }>(
      api(anna, `/api/app/subscription/info/${unitId}`),
    );
    expect(info.currentPlan).toMatchObject({
      subscriptionId: result.subscriptionId,
      subscriptionStatus: "active",
    });

    // The unit now has a subscription: a second checkout for it is a conflict.
    await expectProblem(
      api(
        anna,
        "/api/app/subscription/checkout",
        json("POST", { unitId, planItemPriceId: "hearth-basic-EUR-monthly" }),
      ),
      409,
      "/problems/conflict",
    );
  });

  it("refuses another host's unit, an unknown plan or coupon, and an unknown page", async () => {
    const alpineUnit = await unsubscribedUnit("host-alpine").catch(
      async () =>
        (await server.db.query<{ id: string }>("select id from units where host_id = 'host-alpine' limit 1"))
          .rows[0]!.id,
    );
    const before = await hostFingerprint(server.db, "host-alpine");
    await expectProblem(
      api(
        anna,
        "/api/app/subscription/checkout",
        json("POST", { unitId: alpineUnit, planItemPriceId: "hearth-basic-EUR-monthly" }),
      ),
      404,
      "/problems/not-found",
    );
    expect(await hostFingerprint(server.db, "host-alpine")).toEqual(before);
    await expectInvalidParams(
      api(
        anna,
        "/api/app/subscription/checkout",
        json("POST", { unitId: alpineUnit, planItemPriceId: "gold" }),
      ),
      ["planItemPriceId"],
    );
    await expectInvalidParams(
      api(
        anna,
        "/api/app/subscription/checkout",
        json("POST", { unitId: alpineUnit, planItemPriceId: "hearth-basic-EUR-monthly", couponCode: "FREE" }),
      ),
      ["couponCode"],
    );
    await expectProblem(
      api(anna, "/api/app/subscription/in_progress", json("POST", { hostedPageId: "hp-unknown" })),
      404,
      "/problems/not-found",
    );
    await expectInvalidParams(
      api(anna, "/api/app/subscription/in_progress", json("POST", { hostedPageId: "" })),
      ["hostedPageId"],
    );
  });
});

describe("GET /api/public/app-settings?hl=", () => {
  it("answers the spec's defaults without hl or with an unknown one, and the locale's conventions with one", async () => {
    const settings = (query: string) => jsonOf(fetch(`${server.url}/api/public/app-settings${query}`));
    expect(await settings("")).toEqual({ defaultCurrency: "EUR", measurementUnits: "metric" });
    expect(await settings("?hl=xx_YY")).toEqual({ defaultCurrency: "EUR", measurementUnits: "metric" });
    expect(await settings("?hl=en_US")).toEqual({ defaultCurrency: "USD", measurementUnits: "imperial" });
    expect(await settings("?hl=en-GB")).toEqual({ defaultCurrency: "GBP", measurementUnits: "metric" });
    expect(await settings("?hl=de_CH")).toEqual({ defaultCurrency: "CHF", measurementUnits: "metric" });
    expect(await settings("?hl=it_IT")).toEqual({ defaultCurrency: "EUR", measurementUnits: "metric" });
    await expectInvalidParams(fetch(`${server.url}/api/public/app-settings?hl=en_US&extra=1`), ["extra"]);
  });
});
