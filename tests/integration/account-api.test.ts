// The host's account against the real server (listing spec §3, §7): KYC start and status,
// onboarding details by host type, payout bank accounts (IBAN checked) and the shared host fields —
// each write once per Idempotency-Key, only the caller's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
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
const onboarding = "/api/app/user/onboarding";

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

describe("KYC", () => {
  it("starts once and moves to collecting data", async () => {
    expect(await jsonOf(api(anna, "/api/app/user/kyc/status"))).toEqual({
      tier: "VERIFICATION_NEVER_STARTED",
    });
    expect(await jsonOf(api(anna, "/api/app/user/kyc/started-at"))).toEqual({ startedAt: null });
    const started = await sendTwice((headers) =>
      api(anna, "/api/app/user/kyc/set-start-at", { method: "POST", headers }),
    );
    const first = started.body as { tier: string; startedAt: string };
    expect(first.tier).toBe("COLLECTING_DATA");
    // A second start, under a new key, keeps the first start.
    expect(await jsonOf(api(anna, "/api/app/user/kyc/set-start-at", { method: "POST" }))).toEqual(first);
    expect(await jsonOf(api(anna, "/api/app/user/info"))).toMatchObject({ kycInitiated: true });
    expect(await jsonOf(api(alpine, "/api/app/user/kyc/status"))).toEqual({
      tier: "VERIFICATION_NEVER_STARTED",
    });
    await expectInvalidParams(
      api(anna, "/api/app/user/kyc/set-start-at", json("POST", { tier: "COMPLETED" })),
      ["tier"],
    );
  });
});

describe("onboarding details", () => {
  it("reads what the account knows, and saves an individual's details", async () => {
    expect(await jsonOf(api(anna, `${onboarding}/getIndividualDetails`))).toEqual({
      firstName: "Anna",
      lastName: "Berger",
      email: demoAccounts.individual.email,
      phoneNumber: null,
    });
    const details = {
      firstName: "Anna",
      lastName: "Berger-Rossi",
      email: "anna@example.com",
      phoneNumber: "+39 081 123",
    };
    const saved = await sendTwice((headers) =>
      api(anna, `${onboarding}/saveIndividualDetails`, json("POST", details, headers)),
    );
    expect(saved.body).toEqual(details);
    expect(await jsonOf(api(anna, `${onboarding}/getIndividualDetails`))).toEqual(details);
    expect(await jsonOf(api(anna, "/api/app/user/info"))).toMatchObject({ lastName: "Berger-Rossi" });
  });

  it("keeps individual and company details to their host type", async () => {
    await expectProblem(
      api(
        anna,
        `${onboarding}/saveBusinessDetails`,
        json("POST", { legalBusinessName: "X", accountEmail: "x@x", phoneNumber: null }),
      ),
      409,
      "/problems/conflict",
    );
    const business = {
      legalBusinessName: "Alpine Stays AG",
      accountEmail: "office@alpine.example",
      phoneNumber: null,
    };
    expect(await jsonOf(api(alpine, `${onboarding}/saveBusinessDetails`, json("POST", business)))).toEqual(
      business,
    );
    expect(await jsonOf(api(alpine, "/api/app/user/info"))).toMatchObject({ companyName: "Alpine Stays AG" });
    await expectInvalidParams(
      api(alpine, `${onboarding}/saveBusinessDetails`, json("POST", { ...business, type: "individual" })),
      ["type"],
    );
  });

  it("answers the onboarding configuration for the host's type", async () => {
    const configuration = await jsonOf<{ hostType: string; locale: string; countries: unknown[] }>(
      api(alpine, `${onboarding}/getConfiguration`),
    );
    expect(configuration).toMatchObject({ hostType: "company", locale: "de_DE" });
    expect(configuration.countries.length).toBeGreaterThan(5);
  });
});

describe("payout details", () => {
  const account = {
    accountHolder: "Anna Berger",
    iban: "de89 3704 0044 0532 0130 00",
    bic: null,
    currency: "EUR",
  };

  it("saves bank accounts with the IBAN in its electronic form, through either path", async () => {
    expect(await jsonOf(api(anna, "/api/app/user/payout-details"))).toEqual({ bankAccounts: [] });
    const saved = await sendTwice((headers) =>
      api(anna, "/api/app/user/payout-details", json("PUT", { bankAccounts: [account] }, headers)),
    );
    expect(saved.body).toEqual({ bankAccounts: [{ ...account, iban: "DE89370400440532013000" }] });
    expect(await jsonOf(api(anna, `${onboarding}/getBankAccounts`))).toEqual(saved.body);
    expect(await jsonOf(api(alpine, "/api/app/user/payout-details"))).toEqual({ bankAccounts: [] });
  });

  it("refuses a wrong IBAN, no account and a repeated one", async () => {
    const put = (bankAccounts: unknown) =>
      api(anna, `${onboarding}/saveBankAccounts`, json("POST", { bankAccounts }));
    await expectInvalidParams(put([{ ...account, iban: "DE88370400440532013000" }]), ["bankAccounts.0.iban"]);
    await expectInvalidParams(put([]), ["bankAccounts"]);
    await expectInvalidParams(put([account, { ...account, iban: "DE89370400440532013000" }]), [
      "bankAccounts",
    ]);
    expect(
      await jsonOf<{ bankAccounts: unknown[] }>(api(anna, "/api/app/user/payout-details")),
    ).toMatchObject({
      bankAccounts: [{ iban: "DE89370400440532013000" }],
    });
  });
});

describe("host details", () => {
  it("changes only the fields sent, and refuses fields outside the shared host fields", async () => {
    await jsonOf(
      api(
        anna,
        "/api/app/user/host-details",
        json("PATCH", { aboutHost: "Sorrento born", hostLanguages: ["it", "en"] }),
      ),
    );
    await jsonOf(api(anna, "/api/app/user/host-details", json("PATCH", { sendInquirySms: true })));
    expect(await jsonOf(api(anna, "/api/app/user/host-details"))).toEqual({
      aboutHost: "Sorrento born",
      hostLanguages: ["it", "en"],
      sendInquirySms: true,
    });
    await expectInvalidParams(
      api(anna, "/api/app/user/host-details", json("PATCH", { email: "new@example.com" })),
      ["email"],
    );
    expect(await jsonOf(api(alpine, "/api/app/user/host-details"))).toEqual({});
  });
});
