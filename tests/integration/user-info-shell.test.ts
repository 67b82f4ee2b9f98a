// What user info tells the shell beyond the spec's list, from the real server and its data: the
// verification state (the KYC tier, never started without a row) and whether the welcome tour was
// closed (the welcomeTour interaction), each only for the caller.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { apiClient, jsonOf, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let anna: string;
let alpine: string;
let lena: string;

interface ShellInfo {
  accountSource: string | null;
  verificationState: string;
  welcomeTourSeen: boolean;
}

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  [anna, alpine, lena] = await Promise.all([
    signIn(server.url, demoAccounts.individual).then((t) => t.accessToken),
    signIn(server.url, demoAccounts.company).then((t) => t.accessToken),
    signIn(server.url, demoAccounts.migrated).then((t) => t.accessToken),
  ]);
});
afterAll(() => server.close());

const infoOf = (token: string) => jsonOf<ShellInfo>(api(token, "/api/app/user/info"));

describe("user info for the shell", () => {
  it("reports the KYC tier as the verification state", async () => {
    expect((await infoOf(anna)).verificationState).toBe("VERIFICATION_NEVER_STARTED");
    await jsonOf(api(anna, "/api/app/user/kyc/set-start-at", { method: "POST" }));
    expect((await infoOf(anna)).verificationState).toBe("COLLECTING_DATA");
    await server.db.query("update host_kyc set tier = 'FAILED' where host_id = $1", [
      demoAccounts.individual.hostId,
    ]);
    expect((await infoOf(anna)).verificationState).toBe("FAILED");
    // The other host's state is their own.
    expect((await infoOf(alpine)).verificationState).toBe("VERIFICATION_NEVER_STARTED");
  });

  it("reports the welcome tour seen once its interaction is recorded as interacted", async () => {
    expect(await infoOf(lena)).toMatchObject({ accountSource: "migrated", welcomeTourSeen: false });
    expect((await infoOf(alpine)).accountSource).toBeNull();
    const put = (interacted: boolean) =>
      jsonOf(
        api(lena, "/api/app/user/interaction", {
          method: "PUT",
          body: JSON.stringify([
            { interactionType: "welcomeTour", interacted, createdAt: "2026-01-01T00:00:00.000Z" },
          ]),
        }),
      );
    await put(false);
    expect((await infoOf(lena)).welcomeTourSeen).toBe(false);
    await put(true);
    expect((await infoOf(lena)).welcomeTourSeen).toBe(true);
    expect((await infoOf(anna)).welcomeTourSeen).toBe(false);
  });
});
