// PATCH /api/app/user/info (listing spec §7) against the real server: the host's names, alias,
// language and phone change under one Idempotency-Key and come back as the updated user info; bad
// bodies are refused with a field per problem and change nothing; one host never reaches another.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { UserInfo } from "../../domain/user/user-info.ts";
import { expectInvalidParams, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { startTwoHosts, type TestServer } from "../support/two-hosts.ts";

let server: TestServer;
let api: Api;
let anna: string;
let alpine: string;

const decodeInfo = Schema.decodeUnknownSync(UserInfo);
const patch = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  api(token, "/api/app/user/info", {
    method: "PATCH",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
const infoOf = async (token: string) => decodeInfo(await jsonOf(api(token, "/api/app/user/info")));
// The session id differs per token and request; everything else is the account's.
const withoutSession = ({ sessionId: _session, ...rest }: UserInfo) => rest;

beforeAll(async () => {
  ({ server, api, anna, alpine } = await startTwoHosts());
});
afterAll(() => server.close());

describe("PATCH /api/app/user/info", () => {
  it("changes the names, alias, language and phone once, and answers the updated user info", async () => {
    const before = await infoOf(anna);
    const alpineBefore = await infoOf(alpine);
    const answer = await sendTwice((headers) =>
      patch(
        anna,
        {
          firstName: " Annabelle ",
          alias: "Anna at the sea",
          locale: "de_DE",
          phone: { prefix: "+49", number: "30 1234567" },
        },
        headers,
      ),
    );
    expect(answer.status).toBe(200);
    const updated = decodeInfo(answer.body);
    expect(updated).toMatchObject({
      firstName: "Annabelle",
      lastName: before.lastName,
      alias: "Anna at the sea",
      locale: "de_DE",
      phone: { prefix: "+49", number: "30 1234567" },
    });
    expect(withoutSession(await infoOf(anna))).toEqual(withoutSession(updated));
    // The onboarding's details follow the account: the verification forms show the same.
    expect(await jsonOf(api(anna, "/api/app/user/onboarding/getIndividualDetails"))).toMatchObject({
      firstName: "Annabelle",
      phoneNumber: "+49 30 1234567",
    });
    // A blank alias removes it; a null phone removes the phone.
    const cleared = decodeInfo(await jsonOf(patch(anna, { alias: "  ", phone: null })));
    expect(cleared).toMatchObject({ alias: null, phone: null, firstName: "Annabelle" });
    // The other host is untouched.
    expect(withoutSession(await infoOf(alpine))).toEqual(withoutSession(alpineBefore));
  });

  it("lets a company change its company name, which its business details follow", async () => {
    const updated = decodeInfo(await jsonOf(patch(alpine, { companyName: "Alpine Stays AG" })));
    expect(updated).toMatchObject({ companyName: "Alpine Stays AG", type: "company" });
    expect(await jsonOf(api(alpine, "/api/app/user/onboarding/getBusinessDetails"))).toMatchObject({
      legalBusinessName: "Alpine Stays AG",
    });
  });

  it("refuses bad bodies with a field per problem, and changes nothing", async () => {
    const before = withoutSession(await infoOf(anna));
    await expectProblem(patch(anna, {}), 400, "/problems/bad-request");
    await expectInvalidParams(patch(anna, { firstName: "   " }), ["firstName"]);
    await expectInvalidParams(patch(anna, { locale: "xx_XX" }), ["locale"]);
    await expectInvalidParams(patch(anna, { phone: { prefix: "49", number: "301234567" } }), [
      "phone.prefix",
    ]);
    await expectInvalidParams(patch(anna, { phone: { prefix: "+49", number: "12" } }), ["phone.number"]);
    await expectInvalidParams(patch(anna, { phone: { prefix: "+49", number: "030-ABC-123" } }), [
      "phone.number",
    ]);
    await expectInvalidParams(patch(anna, { firstName: "Anna", email: "x@y.z" }), ["email"]);
    await expectInvalidParams(patch(anna, { firstName: "Anna", appFeatures: {} }), ["appFeatures"]);
    await expectInvalidParams(patch(anna, { lastName: "x".repeat(101) }), ["lastName"]);
    // Only a company has a company name: the rule the schema cannot know, refused as a field too.
    await expectInvalidParams(patch(anna, { firstName: "Anna", companyName: "Anna GmbH" }), ["companyName"]);
    expect(withoutSession(await infoOf(anna))).toEqual(before);
  });

  it("needs a signed-in host", async () => {
    const response = await api(undefined, "/api/app/user/info", {
      method: "PATCH",
      body: JSON.stringify({ firstName: "Mallory" }),
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });
});
