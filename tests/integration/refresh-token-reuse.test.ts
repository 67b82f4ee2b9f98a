// Rotating refresh tokens (hardening): each refresh hands out a new refresh token, and a
// rotated one presented again (a copy in an attacker's hands, or a replay) revokes the whole grant:
// the newest refresh token and every access token issued under the grant stop working at once,
// while another sign-in of the same account is untouched. Real sign-in through the embedded provider.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { apiClient, type Api } from "../support/api-client.ts";
import { signIn, type Tokens } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;

interface TokenAnswer {
  status: number;
  body: { access_token?: string; refresh_token?: string; error?: string };
}

async function refresh(refreshToken: string): Promise<TokenAnswer> {
  const response = await fetch(`${server.url}/oidc/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: "hearth-web",
    }).toString(),
  });
  return { status: response.status, body: (await response.json()) as TokenAnswer["body"] };
}

const userInfoStatus = async (accessToken: string) => (await api(accessToken, "/api/app/user/info")).status;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

describe("refresh-token rotation", () => {
  it("hands out a new refresh token on every refresh, and both access tokens work", async () => {
    const first = await signIn(server.url, demoAccounts.individual);
    expect(first.refreshToken).toBeDefined();
    const next = await refresh(first.refreshToken!);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).toBeDefined();
    expect(next.body.refresh_token).not.toBe(first.refreshToken);
    expect(await userInfoStatus(first.accessToken)).toBe(200);
    expect(await userInfoStatus(next.body.access_token!)).toBe(200);
    // The new refresh token rotates again.
    const third = await refresh(next.body.refresh_token!);
    expect(third.status).toBe(200);
  });

  it("revokes the grant when a rotated refresh token is used again", async () => {
    const stolen: Tokens = await signIn(server.url, demoAccounts.individual);
    // Another sign-in of the same account, a grant of its own, must survive the revocation.
    const otherDevice = await signIn(server.url, demoAccounts.individual);
    const rotated = await refresh(stolen.refreshToken!);
    expect(rotated.status).toBe(200);
    const newest = rotated.body;
    expect(await userInfoStatus(newest.access_token!)).toBe(200);

    const reuse = await refresh(stolen.refreshToken!);
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe("invalid_grant");

    // Everything issued under the grant is dead: the newest refresh token, and the access tokens
    // from the sign-in and from the refresh, long before their 15 minutes are up.
    const afterRevocation = await refresh(newest.refresh_token!);
    expect(afterRevocation.status).toBe(400);
    expect(afterRevocation.body.error).toBe("invalid_grant");
    for (const accessToken of [stolen.accessToken, newest.access_token!]) {
      const response = await api(accessToken, "/api/app/user/info");
      expect(response.status).toBe(401);
      // A 401 says nothing about why.
      expect(await response.text()).not.toMatch(/grant|revok|refresh/i);
    }
    expect(await userInfoStatus(otherDevice.accessToken)).toBe(200);
    expect((await refresh(otherDevice.refreshToken!)).status).toBe(200);
  });

  it("keeps the grant when a refresh token is simply used once", async () => {
    const tokens = await signIn(server.url, demoAccounts.company);
    const rotated = await refresh(tokens.refreshToken!);
    expect(rotated.status).toBe(200);
    expect(await userInfoStatus(tokens.accessToken)).toBe(200);
    expect((await refresh(rotated.body.refresh_token!)).status).toBe(200);
  });
});
