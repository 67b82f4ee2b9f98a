// CORS against the real server: only origins named in CORS_ORIGINS get CORS headers, on preflights
// and on actual answers (refusals included); other origins, and every origin by default, get none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { parseCorsOrigins } from "../../server/http/cors.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

const allowed = "https://admin.example.test";
let server: Awaited<ReturnType<typeof startTestServer>>;
let plain: Awaited<ReturnType<typeof startTestServer>>;
let token: string;

beforeAll(async () => {
  [server, plain] = await Promise.all([
    startTestServer({ corsOrigins: parseCorsOrigins(` ${allowed}/ , http://localhost:5173`) }),
    startTestServer({ seedDemo: false }),
  ]);
  token = (await signIn(server.url, demoAccounts.individual)).accessToken;
});
afterAll(() => Promise.all([server.close(), plain.close()]));

const preflight = (origin: string, base = server.url) =>
  fetch(`${base}/api/app/property-unit/unit-fig`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "PATCH",
      "access-control-request-headers": "authorization, content-type, idempotency-key",
    },
  });
const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith("access-control-"));

describe("CORS", () => {
  it("answers a preflight from a configured origin", async () => {
    const response = await preflight(allowed);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(allowed);
    expect(response.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(response.headers.get("access-control-allow-headers")).toContain("idempotency-key");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("vary")).toContain("Origin");
  });

  it("marks actual answers to a configured origin, refusals included", async () => {
    const ok = await fetch(`${server.url}/api/app/user/info`, {
      headers: { origin: allowed, authorization: `Bearer ${token}` },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("access-control-allow-origin")).toBe(allowed);
    expect(ok.headers.get("access-control-expose-headers")).toContain("x-request-id");
    const refused = await fetch(`${server.url}/api/app/user/info`, {
      headers: { origin: "http://localhost:5173" },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });

  it("gives other origins no CORS headers at all", async () => {
    for (const origin of ["https://evil.example.test", "https://admin.example.test.evil.test", "null"]) {
      const response = await preflight(origin);
      expect(response.status).not.toBe(204);
      expect(corsHeaders(response)).toEqual([]);
      const actual = await fetch(`${server.url}/api/app/user/info`, {
        headers: { origin, authorization: `Bearer ${token}` },
      });
      expect(corsHeaders(actual)).toEqual([]);
    }
  });

  it("gives no origin CORS headers when none is configured", async () => {
    const response = await preflight(allowed, plain.url);
    expect(response.status).not.toBe(204);
    expect(corsHeaders(response)).toEqual([]);
    const actual = await fetch(`${plain.url}/api/health`, { headers: { origin: allowed } });
    expect(actual.status).toBe(200);
    expect(corsHeaders(actual)).toEqual([]);
  });
});
