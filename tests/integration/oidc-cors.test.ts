// CORS of the embedded OpenID provider against the real server: the token endpoint answers a browser
// only on the app's own origin and the origins CORS_ORIGINS names; a page on any other origin gets no
// access-control header, on the preflight, on a refusal or on a grant.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

const configured = "https://admin.example.test";
const foreign = "https://evil.example.test";
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ corsOrigins: [configured] });
});
afterAll(() => server.close());

const preflight = (origin: string, path = "/oidc/token") =>
  fetch(`${server.url}${path}`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type",
    },
  });
const tokenRequest = (origin: string, fields: Record<string, string>) =>
  fetch(`${server.url}/oidc/token`, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const refresh = async (origin: string) => {
  const { refreshToken } = await signIn(server.url, demoAccounts.individual);
  return tokenRequest(origin, {
    grant_type: "refresh_token",
    refresh_token: refreshToken!,
    client_id: "hearth-web",
  });
};
const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith("access-control-"));

describe("the OpenID provider's CORS", () => {
  it("gives a foreign origin no access-control header on /oidc/token", async () => {
    expect(corsHeaders(await preflight(foreign))).toEqual([]);
    const granted = await refresh(foreign);
    expect(granted.headers.get("access-control-allow-origin")).toBeNull();
    // Refused before the client is known: the library would reflect the origin here.
    const anonymous = await tokenRequest(foreign, { grant_type: "refresh_token" });
    expect(anonymous.status).toBe(400);
    expect(corsHeaders(anonymous)).toEqual([]);
    for (const path of ["/oidc/.well-known/openid-configuration", "/oidc/jwks"]) {
      const response = await fetch(`${server.url}${path}`, { headers: { origin: foreign } });
      expect(response.status).toBe(200);
      expect(corsHeaders(response)).toEqual([]);
    }
    expect(corsHeaders(await preflight("null"))).toEqual([]);
  });

  it("answers the app's own origin and a configured one", async () => {
    for (const origin of [server.url, configured]) {
      const answer = await preflight(origin);
      expect(answer.status).toBe(204);
      expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
      const granted = await refresh(origin);
      expect(granted.status).toBe(200);
      expect(granted.headers.get("access-control-allow-origin")).toBe(origin);
      expect(((await granted.json()) as { access_token?: string }).access_token).toBeTruthy();
    }
  });

  it("still serves a request without an Origin (no browser, or a same-origin GET)", async () => {
    const granted = await fetch(`${server.url}/oidc/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: (await signIn(server.url, demoAccounts.individual)).refreshToken!,
        client_id: "hearth-web",
      }).toString(),
    });
    expect(granted.status).toBe(200);
  });
});
