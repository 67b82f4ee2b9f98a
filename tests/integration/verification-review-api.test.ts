// The verification's review against the real server (listing spec §4): a host hands it in only once
// every step's details and documents are there (collecting data → in progress), and only staff,
// acting as that host, pass or fail it. A host's own token is refused with 403, and staff acting as
// one host never reach another's verification.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";
import { multipart, realPng } from "../support/upload-bodies.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;
let staffAsAnna: string;

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  body: JSON.stringify(body),
  headers,
});
const onboarding = "/api/app/user/onboarding";
const tierOf = async (token: string) =>
  (await jsonOf<{ tier: string }>(api(token, "/api/app/user/kyc/status"))).tier;
const upload = (token: string, documentType: string) => {
  const form = multipart([
    { name: "documentType", data: documentType },
    { name: "files[0]", filename: "scan.png", contentType: "image/png", data: realPng(800, 500) },
  ]);
  return jsonOf(
    api(token, `${onboarding}/documentUpload`, {
      method: "POST",
      body: form.body,
      headers: { "content-type": form.contentType },
    }),
  );
};

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
  staffAsAnna = (
    await signIn(server.url, { ...demoAccounts.staff, actAsHostId: demoAccounts.individual.hostId })
  ).accessToken;
});
afterAll(() => server.close());

describe("handing a verification in", () => {
  it("is refused before the verification has started", async () => {
    await expectProblem(
      api(anna, "/api/app/user/kyc/submit", { method: "POST" }),
      409,
      "/problems/invalid-transition",
    );
  });

  it("names what is still missing, then moves to in progress once every step is done", async () => {
    await jsonOf(api(anna, "/api/app/user/kyc/set-start-at", { method: "POST" }));
    const incomplete = await expectProblem(
      api(anna, "/api/app/user/kyc/submit", { method: "POST" }),
      409,
      "/problems/conflict",
    );
    expect(incomplete.invalidParams?.map((p) => p.name)).toEqual([
      "details",
      "identityDocument",
      "bankAccount",
      "payoutDocument",
    ]);
    // The same list, read before handing in, for the landing page's Continue; only the caller's own.
    expect(await jsonOf(api(anna, "/api/app/user/kyc/requirements"))).toEqual({
      missing: ["details", "identityDocument", "bankAccount", "payoutDocument"],
    });
    expect(await jsonOf(api(alpine, "/api/app/user/kyc/requirements"))).toEqual({
      missing: ["details", "companyDocument", "owner", "identityDocument", "bankAccount", "payoutDocument"],
    });
    await jsonOf(
      api(
        anna,
        `${onboarding}/saveIndividualDetails`,
        post({ firstName: "Anna", lastName: "Berger", email: "anna@example.com", phoneNumber: null }),
      ),
    );
    await jsonOf(
      api(
        anna,
        `${onboarding}/saveBankAccounts`,
        post({
          bankAccounts: [
            { accountHolder: "Anna Berger", iban: "DE89370400440532013000", bic: null, currency: "EUR" },
          ],
        }),
      ),
    );
    await upload(anna, "passport");
    const stillMissing = await expectProblem(
      api(anna, "/api/app/user/kyc/submit", { method: "POST" }),
      409,
      "/problems/conflict",
    );
    expect(stillMissing.invalidParams?.map((p) => p.name)).toEqual(["payoutDocument"]);
    expect(await jsonOf(api(anna, "/api/app/user/kyc/requirements"))).toEqual({
      missing: ["payoutDocument"],
    });
    await upload(anna, "bank_statement");
    const submitted = await sendTwice((headers) =>
      api(anna, "/api/app/user/kyc/submit", { method: "POST", headers }),
    );
    expect(submitted.body).toEqual({ tier: "IN_PROGRESS" });
    expect(await jsonOf(api(anna, "/api/app/user/info"))).toMatchObject({ verificationState: "IN_PROGRESS" });
    // Handed in once: a second hand-in is not a move the verification can make.
    await expectProblem(
      api(anna, "/api/app/user/kyc/submit", { method: "POST" }),
      409,
      "/problems/invalid-transition",
    );
    expect(await tierOf(alpine)).toBe("VERIFICATION_NEVER_STARTED");
  });
});

describe("staff's decision", () => {
  const decide = (token: string, outcome: unknown, headers: Record<string, string> = {}) =>
    api(token, "/api/app/staff/kyc/decision", post({ outcome }, headers));

  it("is refused to a host, even on its own verification, and changes nothing", async () => {
    await expectProblem(decide(anna, "passed"), 403, "/problems/forbidden");
    await expectProblem(decide(alpine, "passed"), 403, "/problems/forbidden");
    expect(await tierOf(anna)).toBe("IN_PROGRESS");
  });

  it("refuses an outcome it does not know", async () => {
    const problem = await expectProblem(decide(staffAsAnna, "approved"), 400, "/problems/bad-request");
    expect(problem.invalidParams?.map((p) => p.name)).toEqual(["outcome"]);
  });

  it("reaches only the host staff act as", async () => {
    const staffAsAlpine = (
      await signIn(server.url, { ...demoAccounts.staff, actAsHostId: demoAccounts.company.hostId })
    ).accessToken;
    // Alpine's verification is not in review; Anna's, in review, is untouched by staff acting as Alpine.
    await expectProblem(decide(staffAsAlpine, "passed"), 409, "/problems/invalid-transition");
    expect(await tierOf(anna)).toBe("IN_PROGRESS");
    expect(await tierOf(alpine)).toBe("VERIFICATION_NEVER_STARTED");
  });

  it("fails a verification in review, which the host can start again, and passes it once handed in again", async () => {
    expect(await jsonOf(decide(staffAsAnna, "failed"))).toEqual({ tier: "FAILED" });
    expect(await jsonOf(api(anna, "/api/app/user/info"))).toMatchObject({ verificationState: "FAILED" });
    await expectProblem(decide(staffAsAnna, "passed"), 409, "/problems/invalid-transition");
    expect(await jsonOf(api(anna, "/api/app/user/kyc/set-start-at", { method: "POST" }))).toMatchObject({
      tier: "COLLECTING_DATA",
    });
    // What was given stays: handing in again needs nothing new.
    await jsonOf(api(anna, "/api/app/user/kyc/submit", { method: "POST" }));
    const passed = await sendTwice((headers) => decide(staffAsAnna, "passed", headers));
    expect(passed.body).toEqual({ tier: "COMPLETED" });
    expect(await jsonOf(api(anna, "/api/app/user/info"))).toMatchObject({ verificationState: "COMPLETED" });
    const { rows } = await server.db.query<{ decided_by: string }>(
      "select decided_by from host_kyc where host_id = $1",
      [demoAccounts.individual.hostId],
    );
    expect(rows[0]?.decided_by).toBe("acct-staff");
    // Completed: starting again changes nothing.
    expect(await jsonOf(api(anna, "/api/app/user/kyc/set-start-at", { method: "POST" }))).toMatchObject({
      tier: "COMPLETED",
    });
  });
});
